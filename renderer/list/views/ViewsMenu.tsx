// The "Views" menu of a list's toolbar: the saved views (choosing one applies it), save the list as
// a view, and for the view in use: rename, make or stop being the default, delete (confirmed).
// Saving and renaming happen in a dialog that keeps what was typed when the server refuses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { MAX_VIEWS, sameName } from '../../../domain/savedViews.ts';
import { announce } from '../../../widgets/a11y/announce.ts';
import { useScreenEnvironment } from '../../../widgets/environment.tsx';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import type { SavedViews } from './useSavedViews.ts';
import { ViewNameDialog } from './ViewNameDialog.tsx';

type Dialog = { kind: 'save' } | { kind: 'rename'; name: string } | { kind: 'delete'; name: string };

export function ViewsMenu({ views }: { views: SavedViews }) {
  const { t } = useTranslation();
  const { notify } = useScreenEnvironment();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setAnchor(null);
  const open = (next: Dialog) => {
    close();
    setDialog(next);
  };
  const active = views.views.find((v) => views.active !== undefined && sameName(v.name, views.active));
  const failed = () => notify({ status: 'error', message: t('renderer.views.saveFailed') });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={views.status === 'loading'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {active ? t('renderer.views.buttonActive', { name: active.name }) : t('renderer.views.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': t('renderer.views.menu') } }}>
        {views.status === 'failed' && <MenuItem disabled>{t('renderer.views.loadFailed')}</MenuItem>}
        {views.status === 'ready' && views.views.length === 0 && <MenuItem disabled>{t('renderer.views.none')}</MenuItem>}
        {views.views.map((view) => (
          <MenuItem
            key={view.name}
            role="menuitemradio"
            aria-checked={view === active}
            onClick={() => {
              close();
              views.apply(view);
              announce(t('renderer.views.applied', { name: view.name }));
            }}
          >
            <ListItemIcon>{view === active && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={view.name} secondary={view.isDefault ? t('renderer.views.default') : undefined} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => open({ kind: 'save' })}>{t('renderer.views.save')}</MenuItem>
        {active && [
          <MenuItem key="rename" onClick={() => open({ kind: 'rename', name: active.name })}>
            {t('renderer.views.rename', { name: active.name })}
          </MenuItem>,
          <MenuItem
            key="default"
            onClick={() => {
              close();
              views.makeDefault(active.isDefault ? undefined : active.name).catch(failed);
            }}
          >
            {t(active.isDefault ? 'renderer.views.clearDefault' : 'renderer.views.makeDefault', { name: active.name })}
          </MenuItem>,
          <MenuItem key="delete" onClick={() => open({ kind: 'delete', name: active.name })}>
            {t('renderer.views.delete', { name: active.name })}
          </MenuItem>,
        ]}
      </Menu>
      {dialog?.kind === 'save' && (
        <ViewNameDialog
          titleKey="renderer.views.saveTitle"
          initial={active?.name ?? ''}
          initialDefault={active?.isDefault ?? false}
          offerDefault
          names={views.views.map((v) => v.name)}
          replaces
          full={views.views.length >= MAX_VIEWS}
          onSubmit={async (name, isDefault) => {
            await views.save(name, isDefault);
            announce(t('renderer.views.saved', { name: name.trim() }));
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ViewNameDialog
          titleKey="renderer.views.renameTitle"
          initial={dialog.name}
          names={views.views.map((v) => v.name).filter((n) => !sameName(n, dialog.name))}
          onSubmit={(name) => views.rename(dialog.name, name)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          confirm={{ titleKey: 'renderer.views.deleteTitle', messageKey: 'renderer.views.deleteMessage', confirmLabelKey: 'renderer.views.deleteConfirm' }}
          values={{ name: dialog.name }}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => {
            const { name } = dialog;
            setDialog(undefined);
            views.remove(name).then(() => announce(t('renderer.views.deleted', { name })), failed);
          }}
        />
      )}
    </>
  );
}
