import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small CSS spinner for loading states (lighter than MUI's progress components); named 'Loading' unless told otherwise. */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t('shell.common.loading')}
      aria-busy="true"
      sx={{
        width: size, height: size, borderRadius: '50%', border: 4, borderColor: 'primary.light', borderTopColor: 'primary.main',
        animation: `${spin} 0.9s linear infinite`, m: 'auto',
      }}
    />
  );
}
