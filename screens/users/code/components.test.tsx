import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../../widgets/environment.tsx';
import { usersComponents } from './components.tsx';

const { passwordSyncStatus: PasswordSyncStatus, userQuickInfo: UserQuickInfo } = usersComponents.cellRenderers;
const [QuickInfoProvider] = usersComponents.providers;

describe("the users area's cells", () => {
  it('shows a password-sync status code by name, and an unknown code as it is', () => {
    renderWithI18n(
      <div>
        <span data-testid="known">
          <PasswordSyncStatus row={{}} label="" value="0004" />
        </span>
        <span data-testid="unknown">
          <PasswordSyncStatus row={{}} label="" value="0009" />
        </span>
      </div>,
    );
    expect(screen.getByTestId('known').textContent).toBe('Success');
    expect(screen.getByTestId('unknown').textContent).toBe('0009');
  });

  it("links a user's name to the quick-info popup inside the users area's provider, and is plain text outside it", async () => {
    const { call } = fakeCall({ 'entities.quickInfo': { entityName: 'Ann Boss', details: [] } });
    renderWithI18n(
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {} }}>
        <span data-testid="plain">
          <UserQuickInfo row={{ dn: 'cn=ann,o=data' }} label="" value="Ann" />
        </span>
        {QuickInfoProvider && (
          <QuickInfoProvider>
            <UserQuickInfo row={{ dn: 'cn=ann,o=data' }} label="" value="Ann" />
          </QuickInfoProvider>
        )}
      </ScreenEnvironmentContext.Provider>,
    );
    expect(screen.getByTestId('plain').querySelector('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
