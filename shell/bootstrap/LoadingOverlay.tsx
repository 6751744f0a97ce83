import Box from '@mui/material/Box';
import { Spinner } from '../feedback/Spinner.tsx';

/** The full-screen white overlay while the console starts. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      data-testid="shell-loading"
      sx={{ position: 'fixed', inset: 0, bgcolor: '#fff', zIndex: 2000, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spinner label={label} />
    </Box>
  );
}
