import { describe, expect, it } from 'vitest';
import { catalogue } from './index.ts';
import { callDefinition, shellCallDefinition } from './lookup.ts';
import shell from './shell.json';

describe('call definitions at run time', () => {
  it('answers the shell’s own calls from shell.json', async () => {
    expect(await callDefinition('navigation.menu')).toBe(shell.calls['navigation.menu']);
    expect(shellCallDefinition('session.refresh').path).toBe(catalogue['session.refresh'].path);
  });

  it('loads the rest of the catalogue for any other call, and knows no unknown name', async () => {
    expect(await callDefinition('roles.details')).toEqual(catalogue['roles.details']);
    expect(await callDefinition('sods.defaultApprovals')).toEqual(catalogue['sods.defaultApprovals']);
    expect(await callDefinition('roles.detials')).toBeUndefined();
  });
});
