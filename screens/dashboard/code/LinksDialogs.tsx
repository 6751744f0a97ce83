// The dialogs of the links editor: name a group, add an item (a link, or a permission picked with
// the picker), edit an item's name and description. Each saves only what is complete.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import { ComponentLoader } from '../../../widgets/loaders/Loaders.tsx';
import { useScreenEnvironment } from '../../../widgets/environment.tsx';
import type { LinkItem, NewItemKind } from './linksModel.ts';

const Picker = lazy(() => import('../../../widgets/picker/Picker.tsx'));

/** A dialog of one form: its fields, Cancel, and Save while the form is complete (Enter saves too). */
function FormDialog({ title, complete, onSubmit, onClose, width, children }: { title: string; complete: boolean; onSubmit(): void; onClose(): void; width: 'xs' | 'sm'; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={width}>
      <form onSubmit={(event) => { event.preventDefault(); if (complete) onSubmit(); }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('renderer.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!complete}>{t('renderer.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function NameDialog({ title, initial, onSave, onClose }: { title: string; initial: string; onSave(name: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <FormDialog title={title} complete={name.trim() !== ''} onSubmit={() => onSave(name.trim())} onClose={onClose} width="xs">
      <TextField fullWidth required margin="dense" label={t('renderer.links.name')} value={name} onChange={(event) => setName(event.target.value)} />
    </FormDialog>
  );
}

/** The name (required) and description fields of an item. */
function NameAndDescription({ title, description, onTitle, onDescription }: { title: string; description: string; onTitle(value: string): void; onDescription(value: string): void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField required label={t('renderer.links.name')} value={title} onChange={(event) => onTitle(event.target.value)} />
      <TextField label={t('renderer.links.description')} value={description} onChange={(event) => onDescription(event.target.value)} multiline minRows={2} />
    </>
  );
}

export function ItemDialog({ kinds, onSave, onClose }: { kinds: readonly NewItemKind[]; onSave(item: { title: string; description: string; kind: NewItemKind; target: string }): void; onClose(): void }) {
  const { t } = useTranslation();
  const { call } = useScreenEnvironment();
  const [kind, setKind] = useState<NewItemKind>(kinds[0] ?? 'link');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [target, setTarget] = useState('');
  const [picked, setPicked] = useState<PickerItem[] | undefined>();
  const pick = (items: PickerItem[] | undefined) => {
    setPicked(items);
    const item = items?.[0];
    setTarget(item ? (item.dn ?? item.id) : '');
    if (item && title.trim() === '') setTitle(item.displayName);
  };
  return (
    <FormDialog
      title={t('renderer.links.addItem')}
      complete={title.trim() !== '' && target.trim() !== ''}
      onSubmit={() => onSave({ title: title.trim(), description: description.trim(), kind, target: target.trim() })}
      onClose={onClose}
      width="sm"
    >
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
        <NameAndDescription title={title} description={description} onTitle={setTitle} onDescription={setDescription} />
      </Stack>
    </FormDialog>
  );
}

/** Edits an item's name and description. */
export function EditItemDialog({ item, onSave, onClose }: { item: LinkItem; onSave(change: { title: string; description: string }): void; onClose(): void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description ?? '');
  return (
    <FormDialog title={t('renderer.links.editTitle')} complete={title.trim() !== ''} onSubmit={() => onSave({ title: title.trim(), description: description.trim() })} onClose={onClose} width="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <NameAndDescription title={title} description={description} onTitle={setTitle} onDescription={setDescription} />
      </Stack>
    </FormDialog>
  );
}
