// The request catalogue page (#/requests): for whom (myself; others chosen in the on-behalf picker:
// users, a team's members, groups; or myself and others), the catalogue search, the cart and its
// submission. The cart lives on the server, so a reload finds it as it was.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CustomScreenProps } from '../../../renderer/core/registries.ts';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { useRenderer } from '../../../widgets/environment.tsx';
import Picker from '../../../widgets/picker/Picker.tsx';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import { addToCartNode, linkedPermission, PERMISSION_TYPES, recipientsOf, type Permission, type PermissionType, type Recipient } from './cart.ts';
import { CartPanel } from './CartPanel.tsx';
import { CatalogSearch, type SortOption } from './CatalogSearch.tsx';
import { LinkedPermission } from './LinkedPermission.tsx';
import { SubmitPanel } from './SubmitPanel.tsx';
import { useCart } from './useCart.ts';

/** For whom items go into the cart: oneself, others, or oneself and others (the SELECTIVE mode). */
export type ActingMode = 'self' | 'others' | 'selective';

const numberOption = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 1 && value <= 300 ? value : fallback);

/** The recipients of a new cart item in a mode (none: oneself, the server's default). */
export function recipientsFor(mode: ActingMode, chosen: readonly Recipient[], self: Recipient): Recipient[] {
  if (mode === 'self') return [];
  return mode === 'selective' ? [self, ...chosen.filter((r) => r.dn.toLowerCase() !== self.dn.toLowerCase())] : [...chosen];
}

export function RequestCatalog({ options }: CustomScreenProps) {
  const { t } = useTranslation();
  const { user, settings } = useRenderer();
  const selfDn = user.dn ?? '';
  const self: Recipient = { dn: selfDn, name: user.fullName ?? selfDn, type: 'user' };
  const cart = useCart();
  const [mode, setMode] = useState<ActingMode>('self');
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const [notice, setNotice] = useState<{ severity: 'success' | 'info' | 'warning'; text: string }>();
  const [submitting, setSubmitting] = useState(false);

  // Requesting for others is offered to whoever has someone to request for.
  const onBehalf = useCallData<{ recipients?: unknown[] }>('onBehalf.users', { size: 1 });
  const mayActForOthers = (onBehalf.data?.recipients?.length ?? 0) > 0;
  const types = (settings.requestPermissionTypes ?? PERMISSION_TYPES).filter((type): type is PermissionType => (PERMISSION_TYPES as readonly string[]).includes(type));
  const defaultSort: SortOption = settings.newRequestDefaultSortByOption === 'name' ? 'name' : 'closestMatch';
  const [query] = useSearchParams();
  const linked = linkedPermission(query, types);

  const add = async (permission: Permission) => {
    const recipients = recipientsFor(mode, recipientsOf(picked), self);
    if (mode !== 'self' && recipients.length === 0) {
      setNotice({ severity: 'warning', text: t('requests.recipients.required') });
      return;
    }
    const { node, refused } = addToCartNode(permission, recipients);
    if (refused.length === recipients.length && recipients.length > 0) {
      setNotice({ severity: 'warning', text: t('requests.recipients.noneMayReceive', { name: permission.name }) });
      return;
    }
    if (await cart.add(node)) {
      setNotice(refused.length > 0
        ? { severity: 'info', text: t('requests.cart.addedExcept', { name: permission.name, names: refused.map((r) => r.name).join(', ') }) }
        : { severity: 'success', text: t('requests.cart.added', { name: permission.name }) });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Paper sx={{ p: 2 }}>
        {submitting ? (
          <SubmitPanel cart={cart} selfDn={selfDn} onClose={() => setSubmitting(false)} />
        ) : (
          <>
            {mayActForOthers ? (
              <Box component="section" aria-labelledby="requests-for-title" sx={{ mb: 2 }}>
                <Typography id="requests-for-title" variant="h6" component="h2">{t('requests.recipients.title')}</Typography>
                <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as ActingMode)} aria-labelledby="requests-for-title">
                  <FormControlLabel value="self" control={<Radio />} label={t('requests.recipients.self')} />
                  <FormControlLabel value="others" control={<Radio />} label={t('requests.recipients.others')} />
                  <FormControlLabel value="selective" control={<Radio />} label={t('requests.recipients.selective')} />
                </RadioGroup>
                {mode !== 'self' ? (
                  <Picker
                    label={t('requests.recipients.choose')}
                    options={{ tabs: ['user', 'group', 'team'], selection: 'multi', userSource: 'onBehalf', groupSource: 'onBehalf', pageSize: numberOption(options.recipientPageSize, 5) }}
                    value={picked}
                    onChange={(items) => setPicked(items ?? [])}
                  />
                ) : null}
              </Box>
            ) : null}
            {notice ? <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>{notice.text}</Alert> : null}
            {linked ? <LinkedPermission permission={linked} onAdd={(p) => void add(p)} /> : null}
            <CatalogSearch types={types} defaultSort={defaultSort} pageSize={numberOption(options.permissionPageSize, 10)} onAdd={(p) => void add(p)} />
          </>
        )}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <CartPanel cart={cart} selfDn={selfDn} onSubmit={() => setSubmitting(true)} />
      </Paper>
    </Box>
  );
}
