// Values of a list's answer shown above its table ("Status: Unavailable"), each drawn by a cell
// renderer like a column's cell.
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getPath } from '../../api/normalize/paths.ts';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { registered, useRegistries } from '../core/registries.ts';

export function ListSummary({ summary, answer }: { summary: NonNullable<ListBlock['summary']>; answer: unknown }) {
  const { t } = useTranslation();
  const { cellRenderers } = useRegistries();
  return (
    <Stack component="dl" direction="row" spacing={3} sx={{ m: 0 }} data-testid="list-summary">
      {summary.map((entry) => {
        const Cell = registered(cellRenderers, 'cell renderer', entry.renderer ?? 'text');
        const label = t(entry.labelKey);
        const answerRow = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
        return (
          <Stack key={entry.path} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">{label}:</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 'bold' }}>
              <Cell value={getPath(answer, entry.path)} row={answerRow} options={entry.rendererOptions as Record<string, unknown> | undefined} label={label} />
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
