import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberDialogsContext, useMemberDialog } from './memberDialogs.ts';

const Dialog = () => null;
const provided = ({ children }: { children: ReactNode }) => createElement(MemberDialogsContext.Provider, { value: { fixtureMembers: Dialog } }, children);

describe('useMemberDialog', () => {
  it('gives the provided dialog of the name a declaration names', () => {
    expect(renderHook(() => useMemberDialog('fixtureMembers'), { wrapper: provided }).result.current).toBe(Dialog);
  });

  it('throws on a name nobody provides, saying where it is supplied', () => {
    expect(() => renderHook(() => useMemberDialog('toString'), { wrapper: provided })).toThrow("unknown member dialog 'toString': an area's code/components.tsx supplies it (memberDialogs)");
  });
});
