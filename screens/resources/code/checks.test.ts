import { describe, expect, it, vi } from 'vitest';
import { runChecks as runRegistered, type CheckContext } from '../../../renderer/checks/index.ts';
import { resourceChecks } from './checks.ts';

const runChecks = (names: string[] | undefined, values: Record<string, unknown>, context: CheckContext) => runRegistered(names, values, context, resourceChecks);

const answering = (answer: unknown) => vi.fn(async (_name: string, _params?: Record<string, unknown>, _body?: unknown) => answer);

describe('resourceNameAvailable', () => {
  it('asks resources.validateNames with the trimmed name and says nothing when it is free', async () => {
    const call = answering({ resources: [{ name: 'VPN', isNameExist: false }] });
    expect(await runChecks(['resourceNameAvailable'], { name: '  VPN ' }, { call })).toEqual([]);
    expect(call).toHaveBeenCalledWith('resources.validateNames', {}, { resourceNames: [{ name: 'VPN' }] });
  });

  it('puts a taken name under the name field with the suggested name', async () => {
    const call = answering({ resources: [{ name: 'VPN', isNameExist: 'true', suggestedName: 'VPN1' }] });
    expect(await runChecks(['resourceNameAvailable'], { name: 'VPN' }, { call })).toEqual([
      { field: 'name', messageKey: 'renderer.checks.resourceNameTakenSuggest', values: { name: 'VPN', suggestedName: 'VPN1' } },
    ]);
  });

  it('says the name is taken without a suggestion when the server gives none', async () => {
    const call = answering({ resources: [{ name: 'VPN', isNameExist: true }] });
    expect(await runChecks(['resourceNameAvailable'], { name: 'VPN' }, { call })).toEqual([{ field: 'name', messageKey: 'renderer.checks.resourceNameTaken', values: { name: 'VPN' } }]);
  });

  it('lets an edited resource keep its own name without asking', async () => {
    const call = answering({ resources: [{ name: 'VPN', isNameExist: true }] });
    expect(await runChecks(['resourceNameAvailable'], { name: 'VPN ' }, { call, object: { name: 'VPN' } })).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });

  it('leaves a blank name to the required rule and calls nothing', async () => {
    const call = answering({});
    expect(await runChecks(['resourceNameAvailable'], { name: '   ' }, { call })).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('runChecks', () => {
  it('runs nothing without checks', async () => {
    const call = answering({});
    expect(await runChecks(undefined, { name: 'x' }, { call })).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });
});
