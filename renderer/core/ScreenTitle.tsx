import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

export function ScreenTitle({ titleKey, descriptionKey, values }: { titleKey: string; descriptionKey?: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
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
