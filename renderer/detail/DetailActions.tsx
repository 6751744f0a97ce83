// The actions of a detail page (DetailScreen.actions), drawn in its header: the same runner as a
// list's actions, applied to the page's object (item = the object; an encoder gets [object]).
// After a change the page reloads (its object and its lists).
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { iconOf } from '../../widgets/icons.tsx';
import type { Action } from '../../schemas/types/screen.ts';
import { usePageReload } from '../core/pageReload.tsx';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { usePublishActions } from '../core/publishActions.ts';
import { pageHeading } from '../core/ScreenTitle.tsx';

export function DetailActions({ actions, object }: { actions: Action[]; object: unknown }) {
  const { t } = useTranslation();
  const pageReload = usePageReload();
  // An action that hides its own button (a visibleWhen the change no longer meets) leaves focus to the page's heading.
  const runner = useActionRunner(
    () => ({ rows: [], object }),
    () => pageReload?.reload(),
    pageHeading,
  );
  const shown = actions.map((action) => ({ action, ...runner.state(action, object) })).filter((a) => a.visible);
  const ready = !runner.busy && object !== undefined;
  usePublishActions(ready ? shown.filter((a) => a.enabled).map(({ action }) => ({ id: action.id, label: t(action.labelKey), run: () => runner.start(action) })) : []);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {shown.map(({ action, enabled }) => (
        <Button
          key={action.id}
          variant="outlined"
          color={action.icon === 'Delete' ? 'error' : 'primary'}
          startIcon={iconOf(action.icon)}
          disabled={!ready || !enabled}
          onClick={() => runner.start(action)}
        >
          {t(action.labelKey)}
        </Button>
      ))}
      {runner.dialogs}
    </Stack>
  );
}
