import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** The page's heading (the screen's title): where focus goes when a change takes away what had it. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-screen-title]');
}

export function ScreenTitle({ titleKey, descriptionKey, values }: { titleKey: string; descriptionKey?: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom data-screen-title>
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
