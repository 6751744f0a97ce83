import { describe, expect, it } from 'vitest';
import { availabilityForm, availabilityNode } from './availability.ts';

describe('availability form → AvailabilityNode', () => {
  it('sends an expiry duration with its unit', () => {
    expect(availabilityNode({ allRequests: true, requestDefs: ['cn=x'], expiry: 'duration', expiryDuration: 2, expiryDurationUnit: 'M' })).toEqual({
      allRequests: true, requestDefs: [], hasExpiry: false, hasExpiryDuration: true, expiryDuration: '2', expiryDurationUnit: 'M',
    });
  });

  it('sends chosen request definitions and an expiry date, or no expiry', () => {
    expect(availabilityNode({ allRequests: false, requestDefs: ['cn=x'], effectiveDate: '2030-01-01T00:00:00.000Z', expiry: 'date', expiryDate: '2030-01-08T00:00:00.000Z' })).toEqual({
      allRequests: false, requestDefs: [{ dn: 'cn=x' }], hasExpiry: true, hasExpiryDuration: false, effectiveDate: Date.UTC(2030, 0, 1), expiryDate: Date.UTC(2030, 0, 8),
    });
    expect(availabilityNode({ allRequests: true, expiry: 'never' })).toEqual({ allRequests: true, requestDefs: [], hasExpiry: false, hasExpiryDuration: false });
  });
});

describe('AvailabilityNode → availability form (edit)', () => {
  it('shows an entry with an expiry date as that date, and sends it back with its id', () => {
    const entry = { availabilityId: 'a1', allRequests: false, requestDefs: [{ dn: 'cn=x', name: 'X' }], effectiveDate: Date.UTC(2030, 0, 1), hasExpiry: true, expiryDate: Date.UTC(2030, 0, 8) };
    const form = availabilityForm(entry);
    expect(form).toEqual({ allRequests: false, requestDefs: ['cn=x'], effectiveDate: '2030-01-01T00:00:00.000Z', expiry: 'date', expiryDate: '2030-01-08T00:00:00.000Z' });
    expect(availabilityNode(form, { route: { id: 'a1' } })).toEqual({
      availabilityId: 'a1', allRequests: false, requestDefs: [{ dn: 'cn=x' }], hasExpiry: true, hasExpiryDuration: false, effectiveDate: Date.UTC(2030, 0, 1), expiryDate: Date.UTC(2030, 0, 8),
    });
  });

  it('shows a duration when the entry keeps one, and no expiry when it has none', () => {
    expect(availabilityForm({ allRequests: true, expiryDuration: '2', expiryDurationUnit: 'M' })).toEqual({ allRequests: true, requestDefs: [], expiry: 'duration', expiryDuration: 2, expiryDurationUnit: 'M' });
    expect(availabilityForm({ allRequests: true, hasExpiry: false })).toEqual({ allRequests: true, requestDefs: [], expiry: 'never' });
    expect(availabilityForm(undefined)).toEqual({});
  });
});
