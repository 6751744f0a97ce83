// The availability form's values ↔ AvailabilityNode: all requests or the chosen request
// definitions, the effective date, and the expiry: never, a date, or a duration in D, M or Y.
import { asList, asRecord, ids, text, type Row } from '../../../domain/catalogEncoding.ts';

const epochMs = (value: unknown): number | undefined => {
  const ms = typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};
const isoDate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? new Date(value).toISOString() : undefined);

/** Form values → AvailabilityNode (create; with the route's id, the entry to change). */
export function availabilityNode(data: unknown, context: { route?: Record<string, string | undefined> } = {}): Row {
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
  const id = text(context.route?.id);
  if (id) node.availabilityId = id;
  return node;
}

/**
 * An AvailabilityNode → the form's values. An entry kept with a duration shows it; one with an
 * expiry date (the sandbox turns a duration into one) shows that date.
 */
export function availabilityForm(value: unknown): Row {
  const node = asRecord(value);
  if (Object.keys(node).length === 0) return {};
  const duration = Number(node.expiryDuration);
  const unit = text(node.expiryDurationUnit) ?? '';
  const byDuration = Number.isInteger(duration) && duration > 0 && unit !== '';
  const expiryDate = isoDate(node.expiryDate);
  return {
    allRequests: node.allRequests === true,
    requestDefs: ids(node.requestDefs),
    ...(isoDate(node.effectiveDate) ? { effectiveDate: isoDate(node.effectiveDate) } : {}),
    expiry: byDuration ? 'duration' : expiryDate ? 'date' : 'never',
    ...(byDuration ? { expiryDuration: duration, expiryDurationUnit: unit } : {}),
    ...(!byDuration && expiryDate ? { expiryDate } : {}),
  };
}
