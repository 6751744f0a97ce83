import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A count on an icon ("200+" above max); nothing when count is undefined. A few lines instead of
 * MUI's Badge, which the shell's size budget cannot afford.
 */
export function CountBadge({ count, max, children }: { count: number | undefined; max: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count !== undefined && (
        <Box
          component="span"
          data-testid="count-badge"
          sx={{
            position: 'absolute', top: -6, insetInlineEnd: -10, minWidth: 20, height: 20, px: 0.5, borderRadius: 10,
            bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 600, lineHeight: '20px', textAlign: 'center',
          }}
        >
          {count > max ? `${max}+` : count}
        </Box>
      )}
    </Box>
  );
}
