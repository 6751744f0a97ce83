// For tests: a dashboard screen drawn as the shell draws it, with the registries given (the
// generic ones and the areas' in tests: screens/testing.ts allRegistries) and each call answered
// as fakeCall answers it.
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardScreen } from '../../schemas/types/screen.ts';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import { RegistryContext, type RendererRegistries } from '../core/registries.ts';
import DashboardView from '../dashboard/DashboardView.tsx';

/** Draws the dashboard; answers the calls the fake way; returns the call spy and the feedback spy. */
export function renderDashboard(definition: DashboardScreen, answers: Parameters<typeof fakeCall>[0], registries: RendererRegistries) {
  const { call, fn } = fakeCall(answers);
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={registries}>
          <DashboardView screen={definition} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}
