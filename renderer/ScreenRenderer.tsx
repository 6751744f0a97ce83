// The one screen renderer: a screen definition in, a page out. Each kind's view loads on demand
// (the form engine only where a form is shown). Knows no area: everything comes from the
// definition, the server's answers and the registries it is given (generic and the screen's area),
// whose providers wrap the screen, and the signed-in user's administrator rights its actions require.
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { ComponentLoader } from '../widgets/loaders/Loaders.tsx';
import type { ScreenDefinition } from '../schemas/types/screen.ts';
import { ScreenTitle } from './core/ScreenTitle.tsx';
import { RightsProvider } from './core/rights.tsx';
import { RegistryContext, registered, useRegistries, type RendererRegistries } from './core/registries.ts';
import { ListPage } from './list/ListPage.tsx';

const FormView = lazy(() => import('./form/FormView.tsx'));
const DetailView = lazy(() => import('./detail/DetailView.tsx'));
const SettingsView = lazy(() => import('./settings/SettingsView.tsx'));
const DashboardView = lazy(() => import('./dashboard/DashboardView.tsx'));

/** A page its area draws by hand, registered under the name the screen gives, under the screen's title. */
type CustomScreenDefinition = Extract<ScreenDefinition, { kind: 'custom' }>;

function CustomScreen({ screen }: { screen: CustomScreenDefinition }) {
  const page = createElement(registered(useRegistries().customScreens, 'custom screen', screen.widget), { options: screen.options ?? {} });
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      {page}
    </>
  );
}

function ScreenBody({ definition }: { definition: ScreenDefinition }) {
  const { t } = useTranslation();
  switch (definition.kind) {
    case 'list':
      return <ListPage screen={definition} />;
    case 'form':
      return <FormView screen={definition} />;
    case 'settings':
      return <SettingsView screen={definition} />;
    case 'dashboard':
      return <DashboardView screen={definition} />;
    case 'detail':
      return <DetailView screen={definition} />;
    case 'custom':
      return <CustomScreen screen={definition} />;
    default:
      return <Alert severity="warning">{t('renderer.unsupportedKind', { kind: (definition as { kind: string }).kind })}</Alert>;
  }
}

export function ScreenRenderer({ definition, registries }: { definition: ScreenDefinition; registries: RendererRegistries }) {
  const body = (
    <RightsProvider definition={definition}>
      <Suspense fallback={<ComponentLoader />}>
        <ScreenBody definition={definition} />
      </Suspense>
    </RightsProvider>
  );
  const wrapped = registries.providers.reduceRight<ReactNode>((children, Provider) => <Provider>{children}</Provider>, body);
  return <RegistryContext.Provider value={registries}>{wrapped}</RegistryContext.Provider>;
}
