// The team detail page's Permissions tab in jsdom: a domain administrator (the team's details say
// readOnly: false) is offered Add and Remove; a team manager (readOnly: true) sees the permissions
// only, since the server refuses them the change (403).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { DetailScreen } from '../../schemas/types/screen.ts';
import DetailView from '../../renderer/detail/DetailView.tsx';
import { RegistryContext, withArea } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import { NO_COMPONENTS } from '../areas.ts';
import { teamsCode } from './code/index.ts';
// The definition as the build gives it: fragments expanded by the same plugin.
import detail from './detail.json';

vi.setConfig({ testTimeout: 60_000 });

const TEAM = 'cn=Engineering Team,cn=TeamDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const registries = withArea(allRegistries, teamsCode, NO_COMPONENTS);

function openPermissions(readOnly: boolean) {
  const { call } = fakeCall({
    'teams.details': { dn: TEAM, name: 'Engineering Team', description: '', domainTypes: ['R'], readOnly, recipients: [], requestors: [] },
    'teams.permissionList': { permissionsList: [{ objType: 'role', authObjDN: 'cn=Auditor,o=data', name: 'Auditor', excluded: false }], totalSize: 1, nextIndex: 0 },
  });
  renderWithI18n(
    <MemoryRouter initialEntries={[`/teams/detail/${encodeURIComponent(TEAM)}`]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={registries}>
          <Routes>
            <Route path="/teams/detail/:dn" element={<DetailView screen={detail as unknown as DetailScreen} />} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return (async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Permissions' }));
    await screen.findByText('Auditor');
  })();
}

describe('team permissions tab', () => {
  it('offers an administrator Add and Remove', async () => {
    await openPermissions(false);
    expect(screen.getByRole('button', { name: 'Add permissions' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox').at(-1)!);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('shows a team manager the permissions without Add or Remove', async () => {
    await openPermissions(true);
    expect(screen.queryByRole('button', { name: 'Add permissions' })).toBeNull();
    // Nothing to do on a row: the rows are not even selectable.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
