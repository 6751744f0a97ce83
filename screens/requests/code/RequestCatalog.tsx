// The request catalogue page (#/requests): for whom (myself; others chosen in the on-behalf picker:
// users, a team's members, groups; or myself and others), the catalogue search, the cart and its
// submission. The cart lives on the server, so a reload finds it as it was. For others the
// catalogue offers only what the recipients may be given: a team manager sees what the chosen team
// (or, with none chosen, the teams they manage) grants; an administrator everything, but roles
// only once a group is among the recipients.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomScreenProps } from '../../../renderer/core/registries.ts';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { useScreenEnvironment } from '../../../widgets/environment.tsx';
import Picker from '../../../widgets/picker/Picker.tsx';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import { addToCartNode, linkedPermission, PERMISSION_TYPES, recipientsOf, type Permission, type PermissionType, type Recipient } from './cart.ts';
import { CartPanel } from './CartPanel.tsx';
import { CatalogSearch, type CatalogScope, type SortOption } from './CatalogSearch.tsx';
import { LinkedPermission } from './LinkedPermission.tsx';
import { SubmitPanel } from './SubmitPanel.tsx';
import { useCart } from './useCart.ts';

/** For whom items go into the cart: oneself, others, or oneself and others (the SELECTIVE mode). */
export type ActingMode = 'self' | 'others' | 'selective';

const numberOption = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 1 && value <= 300 ? value : fallback);

/** The request-on-behalf rights (GET /access/rob): an administrator of roles, resources or the domain may request anything for anyone. */
const administers = (rob: { isAdmin?: unknown; domains?: unknown } | undefined): boolean =>
  rob?.isAdmin === true || (Array.isArray(rob?.domains) && rob.domains.length > 0);

/** The permission types the recipients may be given: roles only once a group is among them. */
export function typesFor(types: readonly PermissionType[], recipients: readonly Recipient[]): PermissionType[] {
  return recipients.some((r) => r.type === 'group') ? types.filter((type) => type === 'ROLE') : [...types];
}

interface TeamOption { dn: string; name: string }
const teamsOf = (answer: unknown): TeamOption[] =>
  (answer && typeof answer === 'object' && Array.isArray((answer as { teams?: unknown }).teams) ? (answer as { teams: TeamOption[] }).teams : []);

/** The recipients of a new cart item in a mode (none: oneself, the server's default). */
export function recipientsFor(mode: ActingMode, chosen: readonly Recipient[], self: Recipient): Recipient[] {
  if (mode === 'self') return [];
  return mode === 'selective' ? [self, ...chosen.filter((r) => r.dn.toLowerCase() !== self.dn.toLowerCase())] : [...chosen];
}

export function RequestCatalog({ options }: CustomScreenProps) {
  const { t } = useTranslation();
  const { user, settings } = useScreenEnvironment();
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
  const [teamDn, setTeamDn] = useState('');

  // For others, the catalogue is narrowed to what the chosen recipients may be given.
  const forOthers = mayActForOthers && mode !== 'self';
  const rob = useCallData<{ isAdmin?: unknown; domains?: unknown }>(forOthers ? 'rob.info' : undefined, {});
  const teamManager = forOthers && rob.data !== undefined && !administers(rob.data);
  const teams = teamsOf(useCallData(teamManager ? 'teams.list' : undefined, { size: 100 }).data);
  const scope: CatalogScope | undefined = teamManager ? { teams: teamDn ? [teamDn] : [] } : undefined;
  const searchTypes = forOthers ? typesFor(types, recipientsOf(picked)) : types;

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
                {mode !== 'self' && teams.length > 0 ? (
                  <TextField select size="small" label={t('requests.recipients.team')} value={teamDn} sx={{ minWidth: 240, my: 1 }}
                    onChange={(e) => {
                      setTeamDn(e.target.value);
                      setPicked([]);
                    }}
                  >
                    <MenuItem value="">{t('requests.recipients.allTeams')}</MenuItem>
                    {teams.map((team) => <MenuItem key={team.dn} value={team.dn}>{team.name}</MenuItem>)}
                  </TextField>
                ) : null}
                {mode !== 'self' ? (
                  <Picker
                    label={t('requests.recipients.choose')}
                    options={{ tabs: ['user', 'group', 'team'], selection: 'multi', userSource: 'onBehalf', groupSource: 'onBehalf', pageSize: numberOption(options.recipientPageSize, 5) }}
                    value={picked}
                    onChange={(items) => setPicked(items ?? [])}
                    teamDn={teamManager && teamDn ? teamDn : undefined}
                  />
                ) : null}
              </Box>
            ) : null}
            {notice ? <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>{notice.text}</Alert> : null}
            {linked ? <LinkedPermission permission={linked} onAdd={(p) => void add(p)} /> : null}
            <CatalogSearch types={searchTypes} scope={scope} defaultSort={defaultSort} pageSize={numberOption(options.permissionPageSize, 10)} onAdd={(p) => void add(p)} />
          </>
        )}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <CartPanel cart={cart} selfDn={selfDn} onSubmit={() => setSubmitting(true)} />
      </Paper>
    </Box>
  );
}
