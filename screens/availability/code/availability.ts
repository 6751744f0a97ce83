// The availability form's values → AvailabilityNode: all requests or the chosen request
// definitions, the effective date, and the expiry: never, a date, or a duration in D, M or Y.
import { asList, asRecord, type Row } from '../../../api/encoders/catalog.ts';

const epochMs = (value: unknown): number | undefined => {
  const ms = typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

export function availabilityNode(data: unknown): Row {
  const form = asRecord(data);
  const allRequests = form.allRequests === true;
  const node: Row = {
    allRequests,
    requestDefs: allRequests ? [] : asList(form.requestDefs).map((dn) => ({ dn: String(dn) })),
    hasExpiry: form.expiry === 'date',
    hasExpiryDuration: form.expiry === 'duration',
  };
  const effective = epochMs(form.effectiveDate);
  if (effective !== undefined) node.effectiveDate = effective;
  if (form.expiry === 'date') node.expiryDate = epochMs(form.expiryDate);
  if (form.expiry === 'duration') Object.assign(node, { expiryDuration: String(form.expiryDuration ?? ''), expiryDurationUnit: form.expiryDurationUnit });
  return node;
}
