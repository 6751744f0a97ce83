// The help sheet of '?': the shortcuts this user is offered, in the user's language, and the keys
// of the command palette.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { findRoute } from '../routing/routeTable.ts';
import { parseSequence } from './sequence.ts';
import { usesCommandKey, type Shortcut } from './shortcuts.ts';

const TITLE_ID = 'shortcut-help-title';

/** Keys pressed together (chord), one after the other (sequence), or either of them. */
function Keys({ keys, join = 'sequence' }: { keys: readonly string[]; join?: 'chord' | 'sequence' | 'either' }) {
  const { t } = useTranslation();
  const separator = { chord: ' + ', sequence: ` ${t('shell.shortcuts.then')} `, either: ' / ' }[join];
  return (
    <>
      {keys.map((key, i) => (
        <Fragment key={`${key}-${i}`}>
          {i > 0 && separator}
          <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', bgcolor: 'action.hover' }}>
            {key}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

function ShortcutTable({ caption, rows }: { caption: string; rows: ReadonlyArray<{ keys: ReactNode; does: string }> }) {
  const { t } = useTranslation();
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2, '& th, & td': { py: 0.75, textAlign: 'start', verticalAlign: 'top' }, '& td': { ps: 2 } }}>
      <Box component="caption" sx={{ textAlign: 'start', fontWeight: 500, pb: 1 }}>
        {caption}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ width: '40%' }}>
            {t('shell.shortcuts.keys')}
          </Box>
          <th scope="col">{t('shell.shortcuts.does')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.does}>
            <Box component="th" scope="row" sx={{ fontWeight: 'normal' }}>
              {row.keys}
            </Box>
            <td>{row.does}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export default function ShortcutHelp({ shortcuts, onClose }: { shortcuts: readonly Shortcut[]; onClose(): void }) {
  const { t } = useTranslation();
  const commandKey = usesCommandKey(navigator.platform || navigator.userAgent) ? '⌘' : 'Ctrl';
  const describe = ({ command }: Shortcut): string => {
    if (command.kind === 'search') return t('shell.shortcuts.search');
    if (command.kind === 'help') return t('shell.shortcuts.help');
    const route = findRoute(command.path);
    return t('shell.shortcuts.goTo', { page: route ? t(route.titleKey) : command.path });
  };
  const everywhere = [
    { keys: <Keys keys={[commandKey, 'K']} join="chord" />, does: t('shell.shortcuts.palette') },
    ...shortcuts.map((shortcut) => ({ keys: <Keys keys={parseSequence(shortcut.keys)} />, does: describe(shortcut) })),
  ];
  const inPalette = [
    { keys: <Keys keys={['↑', '↓']} join="either" />, does: t('shell.shortcuts.paletteMove') },
    { keys: <Keys keys={['Enter']} />, does: t('shell.shortcuts.paletteOpen') },
    { keys: <Keys keys={['Esc']} />, does: t('shell.shortcuts.paletteClose') },
  ];
  return (
    <Dialog open onClose={onClose} disableRestoreFocus aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{t('shell.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <ShortcutTable caption={t('shell.shortcuts.everywhere')} rows={everywhere} />
        <ShortcutTable caption={t('shell.shortcuts.inPalette')} rows={inPalette} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
