// The one screen renderer: a screen definition in, a page out. Each kind's view loads on demand
// (the form engine only where a form is shown). Knows no area: everything comes from the
// definition, the server's answers and the registries.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { ComponentLoader } from '../widgets/loaders/Loaders.tsx';
import { QuickInfoProvider } from '../widgets/quickInfo/QuickInfoContext.tsx';
import type { ScreenDefinition } from '../schemas/types/screen.ts';
import { ListPage } from './list/ListPage.tsx';

const FormView = lazy(() => import('./form/FormView.tsx'));
const DetailView = lazy(() => import('./detail/DetailView.tsx'));
const SettingsView = lazy(() => import('./settings/SettingsView.tsx'));
const DashboardView = lazy(() => import('./dashboard/DashboardView.tsx'));

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
    default:
      return <Alert severity="warning">{t('renderer.unsupportedKind', { kind: definition.kind })}</Alert>;
  }
}

export function ScreenRenderer({ definition }: { definition: ScreenDefinition }) {
  return (
    <QuickInfoProvider>
      <Suspense fallback={<ComponentLoader />}>
        <ScreenBody definition={definition} />
      </Suspense>
    </QuickInfoProvider>
  );
}
