// Sending the cart: the reason, the dates (an expiry required and bounded when an item must expire),
// each resource's parameters; one request per item (none while an item that may go to one user at a
// time names several recipients). SoD conflicts the details foresee for the
// recipients (preview.ts) are shown before Submit with a required justification, sent with the
// items that conflict. A recipient still refused for an SoD conflict is shown with the conflicting
// pairs and a justification field, and goes again only with it. The
// answer per recipient and item ends the flow, with the way to the request history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { failureText } from '../../../renderer/core/failures.ts';
import { useDynamicCall } from '../../../widgets/environment.tsx';
import { needsOneRecipient, type CartItem } from './cart.ts';
import { OutcomeList } from './OutcomeList.tsx';
import { ParameterField } from './ParameterField.tsx';
import { dayMs, dayOf, EMPTY_FORM, expiryRule, failedOutcomes, outcomesOf, requestBody, requestedAssigneesNode, submissionErrors, type Outcome, type SubmissionForm } from './requestBuilding.ts';
import type { CartState } from './useCart.ts';
import { useItemDetails } from './useItemDetails.ts';

/** The time a submission is checked at. */
const nowMs = (): number => Date.now();

export function SubmitPanel({ cart, selfDn, onClose }: { cart: CartState; selfDn: string; onClose(): void }) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  // The items as they were when the form opened: the cart changes as their requests are made.
  const [items] = useState(cart.items);
  const loaded = useItemDetails(items);
  const detailError = loaded.failure;
  // The details of every item, once all have come.
  const details = loaded.complete && !detailError ? loaded.details : undefined;
  // Items that may go to one user at a time but name several recipients: nothing is sent while there are any.
  const held = details ? items.filter((item) => needsOneRecipient(item, details.get(item.dn)?.bulkRequestable)) : [];
  const [form, setForm] = useState<SubmissionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>();
  const [justification, setJustification] = useState('');
  const [justificationError, setJustificationError] = useState(false);

  // The latest expiry shown is counted from the effective date given, else from when the form opened.
  const [openedAt] = useState(() => Date.now());
  const rule = details ? expiryRule([...details.values()], (form.effective ? dayMs(form.effective) : undefined) ?? openedAt) : { required: false };
  const names = new Map(items.flatMap((i) => i.assignees.map((a) => [a.dn.toLowerCase(), a.name] as const)));

  /** Sends each item (for the given recipients), then takes the requested ones out of the cart. */
  const send = async (work: { item: CartItem; recipients?: CartItem['assignees']; sodJustification?: string }[]) => {
    setBusy(true);
    const results: Outcome[] = [];
    for (const { item, recipients, sodJustification } of work) {
      try {
        const answer = await call('requests.submitItem', {}, requestBody(item, details?.get(item.dn), form, { ...(recipients ? { recipients } : {}), ...(sodJustification ? { sodJustification } : {}) }));
        results.push(...outcomesOf(item, answer));
      } catch (e) {
        results.push(...failedOutcomes(recipients ? { ...item, assignees: recipients } : item, failureText(e, t), selfDn));
      }
    }
    const requested = requestedAssigneesNode(results);
    if (requested) await cart.removeAssignees(requested);
    setBusy(false);
    return results;
  };

  // The SoD conflicts the details foresee: answered with a justification before Submit.
  const foreseen = details ? items.flatMap((item) => (details.get(item.dn)?.preview.sods ?? []).map((sod) => ({ item, sod }))) : [];
  const submit = async () => {
    if (!details || held.length > 0) return;
    const found = submissionErrors(items, details, form, nowMs());
    setErrors(found);
    const unjustified = foreseen.length > 0 && justification.trim() === '';
    setJustificationError(unjustified);
    if (Object.keys(found).length > 0 || unjustified) return;
    const conflicting = new Set(foreseen.map((f) => f.item.dn));
    setOutcomes(await send(items.map((item) => ({ item, ...(conflicting.has(item.dn) ? { sodJustification: justification } : {}) }))));
  };

  const conflicts = (outcomes ?? []).filter((o) => o.status === 'sods');
  const justify = async () => {
    if (justification.trim() === '') {
      setJustificationError(true);
      return;
    }
    const work = items.flatMap((item) => {
      const refused = conflicts.filter((c) => c.itemDn === item.dn).map((c) => c.recipientDn.toLowerCase());
      const recipients = item.assignees.filter((a) => refused.includes(a.dn.toLowerCase()));
      return refused.length > 0 ? [{ item, recipients: recipients.length > 0 ? recipients : item.assignees }] : [];
    });
    const again = await send(work.map((w) => ({ ...w, sodJustification: justification })));
    setOutcomes((previous) => [...(previous ?? []).filter((o) => o.status !== 'sods'), ...again]);
  };

  const set = (patch: Partial<SubmissionForm>) => setForm((f) => ({ ...f, ...patch }));
  const setParam = (itemDn: string, key: string, value: string) => setForm((f) => ({ ...f, params: { ...f.params, [itemDn]: { ...f.params[itemDn], [key]: value } } }));
  const fieldError = (name: string) => (errors[name] ? { error: true, helperText: t(errors[name]!) } : {});

  const justificationField = (
    <TextField
      label={t('requests.sod.justification')}
      required
      multiline
      minRows={2}
      fullWidth
      value={justification}
      error={justificationError}
      helperText={justificationError ? t('requests.sod.justificationRequired') : undefined}
      onChange={(e) => {
        setJustification(e.target.value);
        setJustificationError(false);
      }}
      sx={{ my: 1, bgcolor: 'background.paper' }}
    />
  );

  if (outcomes) {
    return (
      <Box component="section" aria-labelledby="requests-outcome-title">
        {conflicts.length > 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            <Typography component="h3" sx={{ fontWeight: 600 }}>{t('requests.sod.title')}</Typography>
            <Box component="ul" sx={{ pl: 2 }}>
              {conflicts.flatMap((c) => c.sods.map((s) => (
                <li key={`${c.itemDn}|${c.recipientDn}|${s.sodName}`}>
                  {t('requests.sod.pair', { sod: s.sodName, first: s.perm1Name, second: s.perm2Name, recipient: names.get(c.recipientDn.toLowerCase()) ?? c.recipientDn })}
                </li>
              )))}
            </Box>
            {justificationField}
            <Button variant="contained" disabled={busy} onClick={() => void justify()}>{t('requests.sod.submit')}</Button>
          </Alert>
        ) : null}
        <OutcomeList outcomes={outcomes} names={names} selfDn={selfDn} />
        <Button sx={{ mt: 2 }} onClick={onClose}>{t('requests.submit.close')}</Button>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="requests-submit-title">
      <Typography id="requests-submit-title" variant="h6" component="h2" gutterBottom>{t('requests.submit.title')}</Typography>
      {detailError ? <Alert severity="error">{detailError}</Alert> : null}
      {held.map((item) => <Alert key={item.dn} severity="error" sx={{ mb: 1 }}>{t('requests.cart.oneRecipientOnly', { name: item.name })}</Alert>)}
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <TextField label={t('requests.submit.reason')} required multiline minRows={2} value={form.reason} onChange={(e) => set({ reason: e.target.value })} {...fieldError('reason')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField type="date" label={t('requests.submit.effective')} value={form.effective} onChange={(e) => set({ effective: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} {...fieldError('effective')} />
          <TextField
            type="date"
            label={t('requests.submit.expiry')}
            required={rule.required}
            value={form.expiry}
            onChange={(e) => set({ expiry: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry ? t(errors.expiry) : rule.latest !== undefined ? t('requests.submit.expiryLatest', { date: dayOf(rule.latest) }) : undefined}
          />
        </Stack>
        {foreseen.length > 0 ? (
          <Alert severity="warning" role="group" aria-labelledby="requests-sod-foreseen">
            <Typography id="requests-sod-foreseen" component="h3" sx={{ fontWeight: 600 }}>{t('requests.sod.title')}</Typography>
            <Box component="ul" sx={{ pl: 2 }}>
              {foreseen.map(({ item, sod }) => (
                <li key={`${item.dn}|${sod.recipientDn}|${sod.sodName}`}>
                  {t('requests.sod.pair', { sod: sod.sodName, first: sod.perm1Name, second: sod.perm2Name, recipient: sod.recipientName })}
                </li>
              ))}
            </Box>
            {justificationField}
          </Alert>
        ) : null}
        {items.flatMap((item) => (details?.get(item.dn)?.permParams ?? []).map((param) => (
          <ParameterField
            key={`${item.dn}|${param.key}`}
            param={param}
            itemName={item.name}
            value={form.params[item.dn]?.[param.key] ?? param.value}
            error={errors[`param:${item.dn}:${param.key}`]}
            onChange={(value) => setParam(item.dn, param.key, value)}
          />
        )))}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!details || held.length > 0 || busy} onClick={() => void submit()}>{t('requests.submit.send')}</Button>
          <Button onClick={onClose}>{t('requests.submit.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
