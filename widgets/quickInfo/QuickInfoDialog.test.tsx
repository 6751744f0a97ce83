import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ScreenEnvironmentContext } from '../environment.tsx';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import { QuickInfoDialog } from './QuickInfoDialog.tsx';

function open(answer: unknown) {
  const { call, fn } = fakeCall({ 'entities.quickInfo': answer });
  const onClose = vi.fn();
  const reload = vi.fn();
  renderWithI18n(
    <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {} }}>
      <QuickInfoDialog dn="cn=ann,ou=users,o=data" onClose={onClose} reload={reload} />
    </ScreenEnvironmentContext.Provider>,
  );
  return { fn, onClose, reload };
}

describe('QuickInfoDialog', () => {
  it('asks for the user quick info and shows name, DN and attributes', async () => {
    const { fn } = open({ entityName: 'Ann Boss', details: [{ key: 'Title', displayLabel: 'Title', value: 'Director' }, { key: 'Location', displayLabel: 'Location', value: '' }] });
    expect(await screen.findByText('Ann Boss')).toBeTruthy();
    expect(screen.getByText('cn=ann,ou=users,o=data')).toBeTruthy();
    expect(screen.getByText('Director')).toBeTruthy();
    expect(screen.queryByText('Location')).toBeNull();
    expect(fn.mock.calls[0]?.slice(0, 2)).toEqual(['entities.quickInfo', { entityType: 'USER', entityId: 'cn=ann,ou=users,o=data' }]);
  });

  it("'View more info' closes it, goes to /users/{encoded dn} and reloads", async () => {
    const { onClose, reload } = open({ entityName: 'Ann Boss', details: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'View more info' }));
    expect(onClose).toHaveBeenCalled();
    expect(window.location.hash).toBe(`#/users/${encodeURIComponent('cn=ann,ou=users,o=data')}`);
    expect(reload).toHaveBeenCalled();
  });

  it('ignores a failing quick-info call and still shows the DN', async () => {
    open(new Error('down'));
    expect(await screen.findByText('cn=ann,ou=users,o=data')).toBeTruthy();
  });
});
