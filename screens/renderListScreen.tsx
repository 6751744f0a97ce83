// Renders a list screen's definition in jsdom, as the renderer draws it, against fake call answers:
// for the areas' screen tests. Answers the fake call's mock to inspect what the screen sent.
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../widgets/environment.tsx';
import type { ListBlock } from '../schemas/types/screen.ts';
import { ListView } from '../renderer/list/ListView.tsx';
import { RegistryContext } from '../renderer/core/registries.ts';
import { allRegistries } from './testing.ts';

export function renderListScreen(screen: unknown, answers: Parameters<typeof fakeCall>[0]) {
  const { call, fn } = fakeCall(answers);
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={screen as ListBlock} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return fn;
}
