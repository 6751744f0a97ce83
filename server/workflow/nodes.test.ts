// The task's data items: what came with a request, as the approver reads it.
import { describe, expect, it } from 'vitest';
import { requestDataItems } from './nodes.ts';
import type { StoredRequest } from './store.ts';

const request = (over: Partial<StoredRequest>): StoredRequest => ({
  id: 'req-1', kind: 'resource', item_dn: 'cn=r', item_name: 'R', recipient_dn: 'cn=u', recipient_type: 'user', requester_dn: 'cn=u', action: 'grant',
  status_code: 15, status: 'Approval Pending', process_state: 0, request_date: '2030-01-01T00:00:00.000Z', reason: null, phase: 'pending',
  approval: null, payload: null, sod_justification: null, proxy_dn: null, correlation_id: null, completion_date: null, ...over,
});

describe('requestDataItems', () => {
  it('gives each resource parameter as {key, value} in one multi-valued item', () => {
    const items = requestDataItems(request({ payload: JSON.stringify({ effective: '2030-01-02T00:00:00.000Z', params: { Mailbox: 'Large', Region: 'EU' } }) }));
    expect(items.map((i) => i.name)).toEqual(['effectiveDate', 'parameters']);
    expect(items[1]).toMatchObject({ multiValued: true, values: [{ key: 'Mailbox', value: 'Large' }, { key: 'Region', value: 'EU' }] });
  });

  it('leaves out what the request did not carry, and survives a broken payload', () => {
    expect(requestDataItems(request({ payload: '{not json' }))).toEqual([]);
  });
});
