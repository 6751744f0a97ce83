import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Encoder } from '../../api/encoders/codec.ts';
import { userEncoders } from '../../screens/users/code/encoders.ts';
import type { Action } from '../../schemas/types/screen.ts';
import { actionBody as bodyOf, runAction as run, type ActionContext, type ActionTarget } from './runAction.ts';
import type { BindingSources } from './bindings.ts';

// The actions run with the users area's encoders as their registry.
const encoders: Record<string, Encoder> = { ...userEncoders };
const actionBody = (action: Action, target: ActionTarget, sources: BindingSources, form?: Record<string, unknown>) => bodyOf(action, target, sources, form, encoders);
const runAction = (action: Action, target: ActionTarget, context: Omit<ActionContext, 'encoders'>) => run(action, target, { ...context, encoders });

afterEach(() => vi.restoreAllMocks());

const t = (key: string) => key;

describe('actionBody', () => {
  it('reads the body template with item = the first selected row, form and route', () => {
    const action = { id: 'a', labelKey: 'x', body: { role: { from: 'item', name: 'id' }, parent: { from: 'route', name: 'dn' }, why: { from: 'form', name: 'reason' }, skip: { from: 'form', name: 'absent' } } } as Action;
    expect(actionBody(action, { rows: [{ id: 'r1' }, { id: 'r2' }] }, { route: { dn: 'cn=p' } }, { reason: 'because' })).toEqual({ role: 'r1', parent: 'cn=p', why: 'because' });
  });

  it('on a detail page, item is the object and an encoder gets [object] with route, form and object', () => {
    const encode = vi.spyOn(encoders, 'updateUser').mockReturnValue({ encoded: true });
    const object = { dn: 'cn=o' };
    const action = { id: 'a', labelKey: 'x', encoder: 'updateUser' } as Action;
    expect(actionBody(action, { rows: [], object }, { route: { dn: 'cn=o' } }, { note: 'n' })).toEqual({ encoded: true });
    expect(encode).toHaveBeenCalledWith([object], { route: { dn: 'cn=o' }, form: { note: 'n' }, object });
  });

  it('a body template maps the selected rows, or [the object] on a detail page', () => {
    const action = { id: 'a', labelKey: 'x', body: { roles: { map: { from: 'rows' }, to: { id: { from: 'row', name: 'id' } } } } } as Action;
    expect(actionBody(action, { rows: [{ id: 'r1' }, { id: 'r2' }] }, {})).toEqual({ roles: [{ id: 'r1' }, { id: 'r2' }] });
    expect(actionBody(action, { rows: [], object: { id: 'o' } }, {})).toEqual({ roles: [{ id: 'o' }] });
  });

  it('a list body gets the selected rows', () => {
    const action = { id: 'a', labelKey: 'x', body: { members: { map: { from: 'rows' }, to: { dn: { from: 'row', name: 'dn' } } } } } as Action;
    expect(actionBody(action, { rows: [{ dn: 'a' }, { dn: 'b' }] }, {})).toEqual({ members: [{ dn: 'a' }, { dn: 'b' }] });
  });
});

describe('runAction', () => {
  it('returns the failed ids of a feedback answer and warns', async () => {
    const notify = vi.fn();
    const call = vi.fn(async () => ({ success: true, failed: [{ id: 'x', name: 'X', reason: 'r' }] }));
    const result = await runAction({ id: 'a', labelKey: 'l', call: 'c', successMessageKey: 'done' } as Action, { rows: [{ id: 'x' }] }, { call, notify, t, sources: {} });
    expect(result).toEqual({ outcome: 'partial', failedIds: ['x'] });
    expect(notify).toHaveBeenCalledWith({ status: 'warning', message: 'renderer.feedback.failed' });
  });

  it('with a failure message, the warning names the failed items after it', async () => {
    const notify = vi.fn();
    const call = vi.fn(async () => ({ success: false, failed: [{ id: 'x', name: 'X', reason: 'in use' }] }));
    await runAction({ id: 'a', labelKey: 'l', call: 'c', failureMessageKey: 'failed to delete' } as Action, { rows: [{ id: 'x' }] }, { call, notify, t, sources: {} });
    expect(notify).toHaveBeenCalledWith({ status: 'warning', message: 'failed to delete: renderer.feedback.failedItem' });
  });

  it('gives the success message when every item succeeded', async () => {
    const notify = vi.fn();
    const call = vi.fn(async () => ({ success: 'true', succeeded: [{ id: 'x' }] }));
    expect(await runAction({ id: 'a', labelKey: 'l', call: 'c', successMessageKey: 'done' } as Action, { rows: [] }, { call, notify, t, sources: {} })).toEqual({ outcome: 'success', failedIds: [] });
    expect(notify).toHaveBeenCalledWith({ status: 200, message: 'done' });
  });

  it('a download saves the answer as a file named from the row, and reloads nothing', async () => {
    const notify = vi.fn();
    const saveFile = vi.fn();
    const call = vi.fn(async () => 'menu.home=Home\n');
    const action = { id: 'd', labelKey: 'l', call: 'landing.localeFile', params: { locale: { from: 'item', name: 'localeKey' } }, download: { name: { from: 'item', name: 'localeKey' }, extension: 'properties' } } as Action;
    expect(await run(action, { rows: [{ localeKey: 'de' }] }, { call, notify, t, sources: {}, encoders, saveFile })).toEqual({ outcome: 'success', failedIds: [] });
    expect(call).toHaveBeenCalledWith('landing.localeFile', { locale: 'de' }, undefined, { responseType: 'text' });
    expect(saveFile).toHaveBeenCalledWith('menu.home=Home\n', 'de.properties', 'text/plain');
  });

  it('a JSON download is written out; a failed call saves nothing', async () => {
    const saveFile = vi.fn();
    const action = { id: 'd', labelKey: 'l', call: 'c', download: { name: 'settings', extension: 'json', mediaType: 'application/json' } } as Action;
    await run(action, { rows: [] }, { call: vi.fn(async () => ({ a: 1 })), notify: vi.fn(), t, sources: {}, encoders, saveFile });
    expect(saveFile).toHaveBeenCalledWith('{\n  "a": 1\n}', 'settings.json', 'application/json');
    saveFile.mockClear();
    const failed = await run(action, { rows: [] }, { call: vi.fn(async () => { throw new Error('offline'); }), notify: vi.fn(), t, sources: {}, encoders, saveFile });
    expect(failed.outcome).toBe('failed');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('runAction with eachRow', () => {
  const flush = { id: 'flush', labelKey: 'l', call: 'cache.flushHolder', eachRow: true, params: { cacheHolderID: { from: 'item', name: 'id' } }, successMessageKey: 'flushed' } as Action;

  it('calls once per selected row, each with its own item, and tells the success once', async () => {
    const notify = vi.fn();
    const call = vi.fn(async () => undefined);
    const result = await runAction(flush, { rows: [{ id: 'Groups' }, { id: 'Roles' }] }, { call, notify, t, sources: {} });
    expect(call.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ cacheHolderID: 'Groups' }, { cacheHolderID: 'Roles' }]);
    expect(result.outcome).toBe('success');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ status: 200, message: 'flushed' });
  });

  it('tries every row after a failure and shows the first failure only', async () => {
    const notify = vi.fn();
    const call = vi.fn(async (_name: string, params?: Record<string, unknown>) => {
      if (params?.cacheHolderID === 'Groups') throw Object.assign(new Error('Request failed with status code 404'), { isAxiosError: true, response: { status: 404, data: { Fault: { Reason: { Text: 'No cache holder Groups' } } } } });
      return undefined;
    });
    const result = await runAction(flush, { rows: [{ id: 'Groups' }, { id: 'Roles' }] }, { call, notify, t, sources: {} });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.outcome).toBe('partial');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0]).toMatchObject({ status: 404 });
  });

  it('without eachRow, several rows make one call', async () => {
    const call = vi.fn(async () => undefined);
    await runAction({ ...flush, eachRow: false }, { rows: [{ id: 'Groups' }, { id: 'Roles' }] }, { call, notify: vi.fn(), t, sources: {} });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
