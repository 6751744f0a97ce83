import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import { feedbackWarning, readFeedback } from './feedback.ts';

const english = en as Record<string, string>;
const t = (key: string, values: Record<string, string | number> = {}) => (english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));

describe('readFeedback', () => {
  it('reads all succeeded as success, with the flag as boolean or the string true', () => {
    expect(readFeedback({ success: 'true', succeeded: [{ id: 'a' }] })).toEqual({ partial: false, failed: [], sods: [] });
    expect(readFeedback({ success: true })?.partial).toBe(false);
    expect(readFeedback({ succeeded: [{ id: 'a' }] })?.partial).toBe(false);
  });

  it('is partial when the flag is false, or anything failed or conflicts', () => {
    expect(readFeedback({ success: 'false' })?.partial).toBe(true);
    expect(readFeedback({ success: 'true', failed: [{ id: 'cn=a', name: 'A', reason: 'locked' }] })).toEqual({ partial: true, failed: [{ id: 'cn=a', name: 'A', reason: 'locked' }], sods: [] });
    expect(readFeedback({ success: true, sods: [{ sodName: 'Pay/Approve', perm1Name: 'Payer', perm2Name: 'Approver', extra: 1 }] })?.sods).toEqual([{ sodName: 'Pay/Approve', perm1Name: 'Payer', perm2Name: 'Approver' }]);
  });

  it('is no feedback for other answers', () => {
    expect(readFeedback(undefined)).toBeUndefined();
    expect(readFeedback({ id: 'cn=r' })).toBeUndefined();
    expect(readFeedback([{ success: true }])).toBeUndefined();
  });

  it('names a failed item by its id when it has no name', () => {
    expect(readFeedback({ failed: [{ id: 'cn=x', reason: 'gone' }] })?.failed[0]?.name).toBe('cn=x');
  });
});

describe('feedbackWarning', () => {
  it('names each failed item with its reason and each SoD conflict as sodName: perm1Name / perm2Name', () => {
    const outcome = readFeedback({
      success: 'true',
      failed: [{ id: '1', name: 'Ann', reason: 'already assigned' }, { id: '2', name: 'Bob', reason: 'no such user' }],
      sods: [{ sodName: 'Pay vs Approve', perm1Name: 'Payer', perm2Name: 'Approver' }],
    })!;
    expect(feedbackWarning(outcome, t)).toBe('Not done for: Ann: already assigned; Bob: no such user. Separation of duties conflicts: Pay vs Approve: Payer / Approver.');
  });

  it('puts the failed items after the action\'s failure message, as the spec words it', () => {
    const outcome = readFeedback({ success: false, failed: [{ id: 'cn=r', name: 'Laptop', reason: 'still assigned' }] })!;
    expect(feedbackWarning(outcome, t, 'Resource(s) failed to delete')).toBe('Resource(s) failed to delete: Laptop: still assigned');
  });

  it('says the request was not completed when the server gives no detail', () => {
    expect(feedbackWarning(readFeedback({ success: false })!, t)).toBe(english['renderer.feedback.notDone']);
  });
});
