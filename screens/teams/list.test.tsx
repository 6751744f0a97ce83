// The teams list in jsdom: its page size is the user's teams page-size preference (spec: separate
// page-size preference attributes for resources, roles, teams, SoD lists and assignments).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from '../../renderer/list/ListView.tsx';
import { RegistryContext, withArea } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import { NO_COMPONENTS } from '../areas.ts';
import { teamsCode } from './code/index.ts';
import teamsList from './list.json';

vi.setConfig({ testTimeout: 60_000 });

describe('teams list page size', () => {
  it("loads pages of the size the user's teams page-size preference keeps", async () => {
    const { call, fn } = fakeCall({
      'preferences.get': (params: Record<string, unknown>) =>
        params.attribute === 'com.netiq.idm.admin.teamList-pageSize.preference' ? { isPreferenceAvailable: 'true', columns: ['25'] } : { isPreferenceAvailable: 'false', columns: [] },
      'teams.list': { teams: [{ dn: 'cn=t1,o=data', name: 'Team One', description: '', type: 'A' }], totalCount: 1, nextIndex: 0 },
    });
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: { defaultRowsPerPage: 10, optionsRowsPerPage: [5, 10, 25, 50] } }}>
          <RegistryContext.Provider value={withArea(allRegistries, teamsCode, NO_COMPONENTS)}>
            <ListView block={teamsList as unknown as ListBlock} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Team One')).toBeTruthy();
    await waitFor(() => expect(fn.mock.calls.find(([name]) => name === 'teams.list')?.[1]).toMatchObject({ size: 25 }));
  });
});
