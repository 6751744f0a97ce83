// The editor of a links card's groups and items: add, rename, reorder (drag and drop, or the move
// buttons for the keyboard) and delete groups and items, move an item into another group (dragged
// onto it or one of its items, or chosen from the item's move menu), edit an item's name and
// description, and mark items featured. Each change is saved at once through its call (body by the
// screen's encoder), then the card reloads; a failed change is reported and nothing else is lost.
import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LinksEdit } from '../../../schemas/types/screen.ts';
import { useDynamicCall, useScreenEnvironment } from '../../../widgets/environment.tsx';
import { ConfirmDialog } from '../../../renderer/core/ConfirmDialog.tsx';
import { failureText } from '../../../renderer/core/failures.ts';
import { registered, useRegistries } from '../../../renderer/core/registries.ts';
import { moveEntry } from '../../../renderer/dashboard/dashboardModel.ts';
import { EditItemDialog, ItemDialog, NameDialog } from './LinksDialogs.tsx';
import { groupTitle, moveToGroupChange, orderChanges, shownText, type LinkGroup, type LinkItem, type LinksChange } from './linksModel.ts';

type Dragged = { kind: 'group'; index: number } | { kind: 'item'; groupKey: string; index: number };
type Open =
  | { dialog: 'createGroup' }
  | { dialog: 'renameGroup'; group: LinkGroup }
  | { dialog: 'editItem'; item: LinkItem }
  | { dialog: 'createItem'; group: LinkGroup }
  | { dialog: 'deleteGroup'; group: LinkGroup }
  | { dialog: 'deleteItem'; item: LinkItem };

const keyOf = (group: LinkGroup): string => group.id ?? '';

/** The small buttons of a row: each names what it does to which entry (screen readers, keyboard, a hover title). */
function RowButton({ label, onClick, disabled, pressed, children }: { label: string; onClick(): void; disabled?: boolean; pressed?: boolean; children: ReactNode }) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled} {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}>
      {children}
    </IconButton>
  );
}

/** The keyboard's way to move an item into another group: a button opening the list of the other groups. */
function MoveToGroup({ item, groups, disabled, onMove }: { item: LinkItem; groups: readonly LinkGroup[]; disabled: boolean; onMove(target: LinkGroup): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('renderer.links.moveTo', { name: shownText(item.title, t) });
  return (
    <>
      <IconButton size="small" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} onClick={(event) => setAnchor(event.currentTarget)} disabled={disabled || groups.length === 0}>
        ⇄
      </IconButton>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
          {groups.map((group) => (
            <MenuItem key={keyOf(group)} onClick={() => { setAnchor(null); onMove(group); }}>
              {groupTitle(group, t)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

export default function LinksEditor({ groups, edit, reload }: { groups: LinkGroup[]; edit: LinksEdit; reload(): void }) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  const { notify } = useScreenEnvironment();
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
  const groupOf = (key: string) => groups.find((group) => keyOf(group) === key);
  /** An item dropped on an item: its place; on a group: that group's end. Into another group, it moves there. */
  const dropItem = (from: Extract<Dragged, { kind: 'item' }>, groupKey: string, index?: number) => {
    const source = groupOf(from.groupKey);
    const target = groupOf(groupKey);
    const item = source?.items[from.index];
    if (!source || !target || !item) return;
    if (source === target) moveItem(source, from.index, index ?? source.items.length - 1);
    else void save(moveToGroupChange(item, target, index));
  };
  const dropOn = (event: DragEvent, target: Dragged | { kind: 'groupEnd'; groupKey: string }) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged?.kind === 'group' && target.kind === 'group') moveGroup(dragged.index, target.index);
    if (dragged?.kind === 'item' && target.kind === 'item') dropItem(dragged, target.groupKey, target.index);
    if (dragged?.kind === 'item' && target.kind === 'groupEnd') dropItem(dragged, target.groupKey);
    setDragged(undefined);
  };
  /** Groups take dragged groups (named ones) and items; items take items. */
  const accepts = (target: Dragged['kind'] | 'groupEnd') => (event: DragEvent) => {
    if (dragged?.kind === 'item' || (dragged?.kind === 'group' && target === 'group')) event.preventDefault();
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
            onDragOver={accepts(group.id === undefined ? 'groupEnd' : 'group')}
            onDrop={(event: DragEvent) => dropOn(event, dragged?.kind === 'item' || group.id === undefined ? { kind: 'groupEnd', groupKey: keyOf(group) } : groupTarget)}
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
                // A built-in item's title in the user's language, as the landing page shows it.
                const name = shownText(item.title, t);
                return (
                  <Stack
                    key={item.id}
                    component="li"
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                    draggable
                    onDragStart={(event: DragEvent) => { event.stopPropagation(); setDragged(itemTarget); }}
                    onDragOver={accepts('item')}
                    onDrop={(event: DragEvent) => dropOn(event, itemTarget)}
                  >
                    <Typography component="span" aria-hidden sx={{ cursor: 'grab', px: 0.5 }}>⠿</Typography>
                    <Typography sx={{ flexGrow: 1 }}>{name}</Typography>
                    <RowButton label={t('renderer.links.feature', { name })} pressed={item.featured === true} onClick={() => void save({ op: 'updateItems', items: [{ id: item.id, featured: !item.featured }] })} disabled={busy}>
                      {item.featured ? '★' : '☆'}
                    </RowButton>
                    <RowButton label={t('renderer.links.moveUp', { name })} onClick={() => moveItem(group, index, index - 1)} disabled={busy || index === 0}>↑</RowButton>
                    <RowButton label={t('renderer.links.moveDown', { name })} onClick={() => moveItem(group, index, index + 1)} disabled={busy || index === group.items.length - 1}>↓</RowButton>
                    <MoveToGroup item={item} groups={groups.filter((other) => other !== group)} disabled={busy} onMove={(target) => void save(moveToGroupChange(item, target))} />
                    <RowButton label={t('renderer.links.edit', { name })} onClick={() => setOpen({ dialog: 'editItem', item })} disabled={busy}>✎</RowButton>
                    <RowButton label={t('renderer.links.delete', { name })} onClick={() => setOpen({ dialog: 'deleteItem', item })} disabled={busy}>✕</RowButton>
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
      {open?.dialog === 'editItem' && <EditItemDialog item={open.item} onClose={() => setOpen(undefined)} onSave={(change) => void save({ op: 'updateItems', items: [{ id: open.item.id, ...change }] })} />}
      {open?.dialog === 'createItem' && (
        <ItemDialog kinds={edit.kinds} onClose={() => setOpen(undefined)} onSave={(item) => void save({ op: 'createItem', ...(open.group.id === undefined ? {} : { groupId: open.group.id }), ...item })} />
      )}
      {open?.dialog === 'deleteGroup' && (
        <ConfirmDialog confirm={{ messageKey: 'renderer.links.deleteGroupConfirm', confirmLabelKey: 'renderer.links.deleteConfirm' }} values={{ name: open.group.title }} onCancel={() => setOpen(undefined)} onConfirm={() => void save({ op: 'deleteGroup', id: open.group.id! })} />
      )}
      {open?.dialog === 'deleteItem' && (
        <ConfirmDialog confirm={{ messageKey: 'renderer.links.deleteItemConfirm', confirmLabelKey: 'renderer.links.deleteConfirm' }} values={{ name: shownText(open.item.title, t) }} onCancel={() => setOpen(undefined)} onConfirm={() => void save({ op: 'deleteItem', id: open.item.id })} />
      )}
    </Stack>
  );
}
