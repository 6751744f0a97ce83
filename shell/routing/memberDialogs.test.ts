import { describe, expect, it } from 'vitest';
import { MEMBER_DIALOGS } from './memberDialogs.ts';
import { memberDialogsOfAreas } from '../../screens/testing.ts';

describe('the member dialogs the shell provides around every rendered screen', () => {
  it('has one for each dialog a manifest names, each supplied by an area (loaded with its code)', () => {
    expect(Object.keys(MEMBER_DIALOGS).sort()).toEqual(['groupMembers', 'teamMembers']);
    expect(Object.keys(memberDialogsOfAreas).sort()).toEqual(Object.keys(MEMBER_DIALOGS).sort());
  });
});
