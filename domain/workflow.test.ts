import { describe, expect, it } from 'vitest';
import { isRetractable, matchesHistoryStatus, phaseProcessState, phaseState, quorumNeeded, requestOperation } from './workflow.ts';

describe('workflow rules', () => {
  it('counts a quorum as the percentage of approvers rounded up, at least one', () => {
    expect(quorumNeeded('50%', 3)).toBe(2);
    expect(quorumNeeded('50%', 4)).toBe(2);
    expect(quorumNeeded('1%', 5)).toBe(1);
    expect(quorumNeeded('100%', 5)).toBe(5);
    expect(quorumNeeded('many', 3)).toBe(3);
  });

  it('names the states of each phase per kind', () => {
    expect([phaseState('role', 'pending'), phaseState('role', 'provisioned'), phaseState('role', 'retracted'), phaseState('role', 'denied')]).toEqual([15, 50, 75, 95]);
    expect([phaseState('role', 'sodPending'), phaseState('role', 'sodApproved'), phaseState('role', 'sodDenied')]).toEqual([5, 10, 90]);
    expect([phaseState('prd', 'pending'), phaseState('prd', 'denied'), phaseState('prd', 'provisioned'), phaseState('prd', 'retracted'), phaseState('prd', 'refused')]).toEqual([0, 1, 2, 3, 5]);
    expect([phaseProcessState('pending'), phaseProcessState('provisioned'), phaseProcessState('denied')]).toEqual([0, 3, 2]);
    expect(isRetractable(0)).toBe(true);
    expect(isRetractable(3)).toBe(false);
  });

  it('selects history by status filter and names request operations', () => {
    const pending = { kind: 'role' as const, requestState: 15, processState: 0 };
    const denied = { kind: 'role' as const, requestState: 90, processState: 2 };
    expect(matchesHistoryStatus('pending', pending)).toBe(true);
    expect(matchesHistoryStatus('running', pending)).toBe(true);
    expect(matchesHistoryStatus('denied', denied)).toBe(true);
    expect(matchesHistoryStatus('terminated', denied)).toBe(true);
    expect(matchesHistoryStatus('approved', { kind: 'prd', requestState: 2, processState: 3 })).toBe(true);
    expect(requestOperation('role', 'revoke', 'container')).toBe(45);
    expect(requestOperation('resource', 'revoke', 'user')).toBe(15);
  });
});
