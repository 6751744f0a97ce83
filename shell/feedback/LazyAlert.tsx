import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

// MUI's Alert (with its icons) only loads when there is something to say: the shell's first load
// stays within its size budget.
const Alert = lazy(() => import('@mui/material/Alert'));

export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
