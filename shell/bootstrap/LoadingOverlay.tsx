import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-screen white overlay while the console starts. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={label}
      data-testid="shell-loading"
      sx={{ position: 'fixed', inset: 0, bgcolor: '#fff', zIndex: 2000, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
