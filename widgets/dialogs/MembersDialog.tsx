// The dialog both member dialogs share: 'Select Specific Users from' plus the name, a search box,
// the members of the current page with check boxes, Prev/Next, 'The following query returned 0
// result.' when empty, and OK / Cancel. The chosen members survive paging and searching.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sameItem } from '../picker/selection.ts';
import type { PickerItem } from '../picker/types.ts';
import { useMemberPages, type MemberLoader } from './useMemberPages.ts';

export interface MembersDialogProps {
  /** Name of the group or team (the title). */
  name: string;
  load: MemberLoader;
  pageSize: number;
  /** Member check boxes disabled (group assignment chosen). */
  membersDisabled?: boolean;
  /** Shown above the list (the group dialog's 'Assign Role to Group'). */
  header?: ReactNode;
  onOk(members: PickerItem[]): void;
  onCancel(): void;
}

export function MembersDialog({ name, load, pageSize, membersDisabled, header, onOk, onCancel }: MembersDialogProps) {
  const { t } = useTranslation();
  const pages = useMemberPages(load, pageSize);
  const [chosen, setChosen] = useState<PickerItem[]>([]);
  const isChosen = (item: PickerItem) => chosen.some((entry) => sameItem(entry, item));
  const toggle = (item: PickerItem) => setChosen((current) => (current.some((entry) => sameItem(entry, item)) ? current.filter((entry) => !sameItem(entry, item)) : [...current, item]));
  const titleId = 'members-dialog-title';

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('widgets.members.title', { name })}</DialogTitle>
      <DialogContent>
        {header}
        <TextField
          size="small"
          fullWidth
          margin="dense"
          label={t('widgets.members.search')}
          value={pages.query}
          onChange={(event) => pages.setQuery(event.target.value)}
          disabled={membersDisabled}
        />
        <Box sx={{ minHeight: 120 }} aria-busy={pages.status === 'loading'}>
          {pages.status === 'loading' && (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 1 }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('widgets.picker.loading')}</Typography>
            </Box>
          )}
          {pages.status === 'error' && (
            <Typography role="alert" color="error" variant="body2" sx={{ p: 1 }}>
              {t('widgets.members.failed')}
            </Typography>
          )}
          {pages.status === 'loaded' && pages.items.length === 0 && (
            <Typography variant="body2" sx={{ p: 1 }}>
              {t('widgets.members.empty')}
            </Typography>
          )}
          {pages.status === 'loaded' &&
            pages.items.map((item) => (
              <Box key={item.id}>
                <FormControlLabel
                  control={<Checkbox size="small" checked={isChosen(item)} disabled={membersDisabled} onChange={() => toggle(item)} />}
                  label={
                    <span>
                      {item.displayName}
                      {item.detail && item.detail !== item.displayName && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                          {item.detail}
                        </Typography>
                      )}
                    </span>
                  }
                />
              </Box>
            ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button size="small" onClick={pages.prev} disabled={pages.page === 0 || pages.status !== 'loaded'}>
            {t('widgets.members.prev')}
          </Button>
          <Button size="small" onClick={pages.next} disabled={!pages.hasNext || pages.status !== 'loaded'}>
            {t('widgets.members.next')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('widgets.members.cancel')}</Button>
        <Button variant="contained" onClick={() => onOk(membersDisabled ? [] : chosen)}>
          {t('widgets.members.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
