import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../picker/types.ts';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import ContainerTree from './ContainerTree.tsx';
import DriverTree from './DriverTree.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('ContainerTree', () => {
  it('loads sub-containers lazily, shows loading, caches them and is keyboard navigable', async () => {
    const branch = deferred<unknown>();
    const { call, fn } = fakeCall({
      'containers.subContainers': (_params: Record<string, unknown>, body: unknown) =>
        (body as { dn?: string }).dn ? branch.promise : { subContainers: [{ dn: 'o=data', name: 'data' }, { dn: 'o=system', name: 'system' }] },
    });
    const onChange = vi.fn();
    renderWithI18n(<ContainerTree options={{ containerKind: 'user' }} value={[]} onChange={onChange} call={call} />);
    const data = await screen.findByRole('treeitem', { name: 'data' });
    expect(data.getAttribute('aria-expanded')).toBe('false');
    expect(data.tabIndex).toBe(0);
    fireEvent.keyDown(data, { key: 'ArrowRight' });
    expect(await screen.findByText('Loading sub containers...')).toBeTruthy();
    branch.resolve({ subContainers: [{ dn: 'ou=users,o=data', name: 'users' }] });
    const users = await screen.findByRole('treeitem', { name: 'users' });
    expect(users.getAttribute('aria-level')).toBe('2');
    fireEvent.keyDown(data, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'users' })).toBeNull());
    fireEvent.keyDown(data, { key: 'ArrowRight' });
    const again = await screen.findByRole('treeitem', { name: 'users' });
    expect(fn).toHaveBeenCalledTimes(2); // roots + one branch: the branch is cached
    fireEvent.keyDown(data, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(again);
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ dn: 'ou=users,o=data', parentDn: 'o=data' })]);
    fireEvent.keyDown(again, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(data);
  });

  it("shows 'Failed to load sub-containers for this container.' and retries on the next expansion", async () => {
    let fail = true;
    const { call } = fakeCall({
      'containers.subContainers': (_params: Record<string, unknown>, body: unknown) => {
        if (!(body as { dn?: string }).dn) return { subContainers: [{ dn: 'o=data', name: 'data' }] };
        return fail ? new Error('boom') : { subContainers: [{ dn: 'ou=x,o=data', name: 'x' }] };
      },
    });
    renderWithI18n(<ContainerTree options={{}} value={[]} onChange={() => {}} call={call} />);
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'data' }), { key: 'ArrowRight' });
    expect(await screen.findByText('Failed to load sub-containers for this container.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('treeitem', { name: 'x' })).toBeTruthy();
  });

  it('role containers: the root, its role levels named like the levels, and a chosen container replaces the one it contains', async () => {
    const { call } = fakeCall({
      'containers.roleRoot': { dn: 'cn=RoleDefs', name: 'RoleDefs' },
      'containers.subContainers': (_params: Record<string, unknown>, body: unknown) =>
        (body as { dn: string }).dn === 'cn=RoleDefs' ? { subContainers: [{ dn: 'cn=Level20,cn=RoleDefs', name: 'Level20' }] } : { subContainers: [{ dn: 'cn=Sub,cn=Level20,cn=RoleDefs', name: 'Sub' }] },
    });
    function Holder() {
      const [value, setValue] = useState<PickerItem[] | undefined>([]);
      return (
        <>
          <ContainerTree options={{ containerKind: 'role', selection: 'multi' }} value={value} onChange={setValue} call={call} />
          <output>{(value ?? []).map((item) => item.displayName).join('|')}</output>
        </>
      );
    }
    renderWithI18n(<Holder />);
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'RoleDefs' }), { key: 'ArrowRight' });
    const level = await screen.findByRole('treeitem', { name: 'IT Role' });
    fireEvent.keyDown(level, { key: 'ArrowRight' });
    fireEvent.click(await screen.findByRole('treeitem', { name: 'Sub' }));
    expect(screen.getByRole('status').textContent).toBe('Sub');
    fireEvent.click(level);
    expect(screen.getByRole('status').textContent).toBe('Level20');
  });
});

describe('DriverTree', () => {
  it("All Drivers first with no expander; entitlements load lazily with 'Loading entitlements...'", async () => {
    const entitlements = deferred<unknown>();
    const { call } = fakeCall({ 'drivers.list': { drivers: [{ id: 'cn=AD,cn=driverset1', name: 'AD' }] }, 'drivers.entitlements': () => entitlements.promise });
    const onChange = vi.fn();
    renderWithI18n(<DriverTree options={{ selectAll: true }} value={[]} onChange={onChange} call={call} />);
    const all = await screen.findByRole('treeitem', { name: 'All Drivers' });
    expect(all.getAttribute('aria-expanded')).toBeNull();
    const ad = screen.getByRole('treeitem', { name: 'AD' });
    fireEvent.keyDown(ad, { key: 'ArrowRight' });
    expect(await screen.findByText('Loading entitlements...')).toBeTruthy();
    entitlements.reject(new Error('x'));
    expect(await screen.findByText('Failed to load entitlements for this driver.')).toBeTruthy();
    fireEvent.click(all);
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 'ALL DRIVERS' })]);
  });
});
