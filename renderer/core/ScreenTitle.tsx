import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/**
 * The level of a screen's title: h1, or h2 where the screen is a tab of a page that carries its
 * own title (a tab set: the page's h1 names the page, each tab's screen titles its part).
 */
export const ScreenTitleLevel = createContext<'h1' | 'h2'>('h1');

/** The page's heading (the screen's title): where focus goes when a change takes away what had it. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-screen-title]');
}

export function ScreenTitle({ titleKey, descriptionKey, values }: { titleKey: string; descriptionKey?: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  const level = useContext(ScreenTitleLevel);
  return (
    <>
      <Typography variant={level === 'h1' ? 'h5' : 'h6'} component={level} gutterBottom data-screen-title>
        {t(titleKey, values)}
      </Typography>
      {descriptionKey && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(descriptionKey, values)}
        </Typography>
      )}
    </>
  );
}
