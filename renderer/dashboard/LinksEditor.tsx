// The editor of a links card's groups and items: add, rename, reorder (drag and drop, or the move
// buttons for the keyboard) and delete groups and items, and mark items featured. Each change is
// saved at once through its call (body by the screen's encoder), then the card reloads; a failed
// change is reported and nothing else is lost.
import { lazy, Suspense, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LinksEdit } from '../../schemas/types/screen.ts';
import type { PickerItem } from '../../widgets/picker/types.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import { useDynamicCall, useRenderer } from '../../widgets/environment.tsx';
import { ConfirmDialog } from '../core/ConfirmDialog.tsx';
import { failureText } from '../core/failures.ts';
import { registered, useRegistries } from '../core/registries.ts';
import { moveEntry } from './dashboardModel.ts';
import { groupTitle, orderChanges, type LinkGroup, type LinkItem, type LinksChange, type NewItemKind } from './linksModel.ts';

const Picker = lazy(() => import('../../widgets/picker/Picker.tsx'));

type Dragged = { kind: 'group'; index: number } | { kind: 'item'; groupKey: string; index: number };
type Open =
  | { dialog: 'createGroup' }
  | { dialog: 'renameGroup'; group: LinkGroup }
  | { dialog: 'renameItem'; item: LinkItem }
  | { dialog: 'createItem'; group: LinkGroup }
  | { dialog: 'deleteGroup'; group: LinkGroup }
  | { dialog: 'deleteItem'; item: LinkItem };

const keyOf = (group: LinkGroup): string => group.id ?? '';

function NameDialog({ title, initial, onSave, onClose }: { title: string; initial: string; onSave(name: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const blank = name.trim() === '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="links-name-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => { event.preventDefault(); if (!blank) onSave(name.trim()); }}>
        <DialogTitle id="links-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField fullWidth required margin="dense" label={t('renderer.links.name')} value={name} onChange={(event) => setName(event.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('renderer.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={blank}>{t('renderer.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function ItemDialog({ kinds, onSave, onClose }: { kinds: readonly NewItemKind[]; onSave(item: { title: string; description: string; kind: NewItemKind; target: string }): void; onClose(): void }) {
  const { t } = useTranslation();
  const { call } = useRenderer();
  const [kind, setKind] = useState<NewItemKind>(kinds[0] ?? 'link');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [target, setTarget] = useState('');
  const [picked, setPicked] = useState<PickerItem[] | undefined>();
  const complete = title.trim() !== '' && target.trim() !== '';
  const pick = (items: PickerItem[] | undefined) => {
    setPicked(items);
    const item = items?.[0];
    setTarget(item ? (item.dn ?? item.id) : '');
    if (item && title.trim() === '') setTitle(item.displayName);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="links-item-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => { event.preventDefault(); if (complete) onSave({ title: title.trim(), description: description.trim(), kind, target: target.trim() }); }}>
        <DialogTitle id="links-item-title">{t('renderer.links.addItem')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kinds.length > 1 && (
              <TextField select label={t('renderer.links.kind')} value={kind} onChange={(event) => { setKind(event.target.value as NewItemKind); setTarget(''); setPicked(undefined); }}>
                {kinds.map((option) => (
                  <MenuItem key={option} value={option}>{t(`renderer.links.kinds.${option}`)}</MenuItem>
                ))}
              </TextField>
            )}
            {kind === 'link' ? (
              <TextField required label={t('renderer.links.address')} helperText={t('renderer.links.addressHelp')} value={target} onChange={(event) => setTarget(event.target.value)} />
            ) : (
              <Suspense fallback={<ComponentLoader minHeight={48} />}>
                <Picker key={kind} label={t(`renderer.links.kinds.${kind}`)} options={{ tabs: [kind], selection: 'single' }} value={picked} onChange={pick} call={call} />
              </Suspense>
            )}
            <TextField required label={t('renderer.links.name')} value={title} onChange={(event) => setTitle(event.target.value)} />
            <TextField label={t('renderer.links.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('renderer.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!complete}>{t('renderer.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The small buttons of a row: each names what it does to which entry (screen readers, keyboard, a hover title). */
function RowButton({ label, onClick, disabled, pressed, children }: { label: string; onClick(): void; disabled?: boolean; pressed?: boolean; children: ReactNode }) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled} {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}>
      {children}
    </IconButton>
  );
}

export default function LinksEditor({ groups, edit, reload }: { groups: LinkGroup[]; edit: LinksEdit; reload(): void }) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  const { notify } = useRenderer();
  const { encoders } = useRegistries();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<Open>();
  const [dragged, setDragged] = useState<Dragged>();
  const named = groups.filter((group) => group.id !== undefined);

  const save = async (change: LinksChange) => {
    setBusy(true);
    try {
      await call(edit.calls[change.op], {}, registered(encoders, 'encoder', edit.encoder)(change, {}));
      notify({ status: 200, message: t('renderer.links.saved') });
      setOpen(undefined);
      reload();
    } catch (error) {
      notify({ status: 'error', message: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const moveGroup = (from: number, to: number) => {
    if (to < 0 || to >= named.length || from === to) return;
    void save({ op: 'updateGroups', groups: orderChanges(moveEntry(named, from, to).map((group) => group.id!)) });
  };
  const moveItem = (group: LinkGroup, from: number, to: number) => {
    if (to < 0 || to >= group.items.length || from === to) return;
    void save({ op: 'updateItems', items: orderChanges(moveEntry(group.items, from, to).map((item) => item.id)) });
  };
  const dropOn = (event: DragEvent, target: Dragged) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged?.kind === 'group' && target.kind === 'group') moveGroup(dragged.index, target.index);
    if (dragged?.kind === 'item' && target.kind === 'item' && dragged.groupKey === target.groupKey) {
      const group = groups.find((g) => keyOf(g) === target.groupKey);
      if (group) moveItem(group, dragged.index, target.index);
    }
    setDragged(undefined);
  };
  const accepts = (target: Dragged) => (event: DragEvent) => {
    const same = dragged?.kind === target.kind && (dragged.kind === 'group' || (target.kind === 'item' && dragged.groupKey === target.groupKey));
    if (same) event.preventDefault();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setOpen({ dialog: 'createGroup' })} disabled={busy}>
          {t('renderer.links.addGroup')}
        </Button>
      </Stack>
      {groups.map((group) => {
        const title = groupTitle(group, t);
        const groupIndex = named.indexOf(group);
        const groupTarget: Dragged = { kind: 'group', index: groupIndex };
        return (
          <Paper
            key={keyOf(group)}
            variant="outlined"
            component="section"
            aria-label={title}
            sx={{ p: 2 }}
            {...(group.id === undefined ? {} : { onDragOver: accepts(groupTarget), onDrop: (event: DragEvent) => dropOn(event, groupTarget) })}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              {group.id !== undefined && (
                <Typography component="span" aria-hidden draggable onDragStart={() => setDragged(groupTarget)} sx={{ cursor: 'grab', px: 0.5 }} title={t('renderer.links.drag')}>
                  ⠿
                </Typography>
              )}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {title}
              </Typography>
              {group.id !== undefined && (
                <>
                  <RowButton label={t('renderer.links.moveUp', { name: title })} onClick={() => moveGroup(groupIndex, groupIndex - 1)} disabled={busy || groupIndex === 0}>↑</RowButton>
                  <RowButton label={t('renderer.links.moveDown', { name: title })} onClick={() => moveGroup(groupIndex, groupIndex + 1)} disabled={busy || groupIndex === named.length - 1}>↓</RowButton>
                  <RowButton label={t('renderer.links.rename', { name: title })} onClick={() => setOpen({ dialog: 'renameGroup', group })} disabled={busy}>✎</RowButton>
                  <RowButton label={t('renderer.links.delete', { name: title })} onClick={() => setOpen({ dialog: 'deleteGroup', group })} disabled={busy}>✕</RowButton>
                </>
              )}
            </Stack>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.items.map((item, index) => {
                const itemTarget: Dragged = { kind: 'item', groupKey: keyOf(group), index };
                return (
                  <Stack
                    key={item.id}
                    component="li"
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                    draggable
                    onDragStart={(event: DragEvent) => { event.stopPropagation(); setDragged(itemTarget); }}
                    onDragOver={accepts(itemTarget)}
                    onDrop={(event: DragEvent) => dropOn(event, itemTarget)}
                  >
                    <Typography component="span" aria-hidden sx={{ cursor: 'grab', px: 0.5 }}>⠿</Typography>
                    <Typography sx={{ flexGrow: 1 }}>{item.title}</Typography>
                    <RowButton label={t('renderer.links.feature', { name: item.title })} pressed={item.featured === true} onClick={() => void save({ op: 'updateItems', items: [{ id: item.id, featured: !item.featured }] })} disabled={busy}>
                      {item.featured ? '★' : '☆'}
                    </RowButton>
                    <RowButton label={t('renderer.links.moveUp', { name: item.title })} onClick={() => moveItem(group, index, index - 1)} disabled={busy || index === 0}>↑</RowButton>
                    <RowButton label={t('renderer.links.moveDown', { name: item.title })} onClick={() => moveItem(group, index, index + 1)} disabled={busy || index === group.items.length - 1}>↓</RowButton>
                    <RowButton label={t('renderer.links.rename', { name: item.title })} onClick={() => setOpen({ dialog: 'renameItem', item })} disabled={busy}>✎</RowButton>
                    <RowButton label={t('renderer.links.delete', { name: item.title })} onClick={() => setOpen({ dialog: 'deleteItem', item })} disabled={busy}>✕</RowButton>
                  </Stack>
                );
              })}
            </Stack>
            <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen({ dialog: 'createItem', group })} disabled={busy}>
              {t('renderer.links.addItemTo', { name: title })}
            </Button>
          </Paper>
        );
      })}
      {open?.dialog === 'createGroup' && <NameDialog title={t('renderer.links.addGroup')} initial="" onClose={() => setOpen(undefined)} onSave={(title) => void save({ op: 'createGroup', title })} />}
      {open?.dialog === 'renameGroup' && <NameDialog title={t('renderer.links.renameTitle')} initial={open.group.title} onClose={() => setOpen(undefined)} onSave={(title) => void save({ op: 'updateGroups', groups: [{ id: open.group.id!, title }] })} />}
      {open?.dialog === 'renameItem' && <NameDialog title={t('renderer.links.renameTitle')} initial={open.item.title} onClose={() => setOpen(undefined)} onSave={(title) => void save({ op: 'updateItems', items: [{ id: open.item.id, title }] })} />}
      {open?.dialog === 'createItem' && (
        <ItemDialog kinds={edit.kinds} onClose={() => setOpen(undefined)} onSave={(item) => void save({ op: 'createItem', ...(open.group.id === undefined ? {} : { groupId: open.group.id }), ...item })} />
      )}
      {open?.dialog === 'deleteGroup' && (
        <ConfirmDialog confirm={{ messageKey: 'renderer.links.deleteGroupConfirm', confirmLabelKey: 'renderer.links.deleteConfirm' }} values={{ name: open.group.title }} onCancel={() => setOpen(undefined)} onConfirm={() => void save({ op: 'deleteGroup', id: open.group.id! })} />
      )}
      {open?.dialog === 'deleteItem' && (
        <ConfirmDialog confirm={{ messageKey: 'renderer.links.deleteItemConfirm', confirmLabelKey: 'renderer.links.deleteConfirm' }} values={{ name: open.item.title }} onCancel={() => setOpen(undefined)} onConfirm={() => void save({ op: 'deleteItem', id: open.item.id })} />
      )}
    </Stack>
  );
}
