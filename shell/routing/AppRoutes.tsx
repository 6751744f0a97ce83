import { createElement, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import type { CallFn } from '../bootstrap/loaders.ts';
import { DEFAULT_ROUTE, ROUTES, type RouteDefinition } from './routeTable.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { screenComponentFor } from './screenLoaders.ts';
import NotFoundScreen from './NotFoundScreen.tsx';

function Screen({ route }: { route: RouteDefinition }) {
  // The lazy components are made once per route (screenLoaders), not during render.
  return <Suspense fallback={<LinearProgress />}>{createElement(screenComponentFor(route), { route })}</Suspense>;
}

/** The hash routes of screens/routes.json; the empty path goes to default; all but default and detailInfo are guarded. */
export function AppRoutes({ call }: { call: CallFn }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={DEFAULT_ROUTE} replace />} />
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.guarded === false ? (
              <Screen route={route} />
            ) : (
              <RouteGuard route={route} call={call}>
                <Screen route={route} />
              </RouteGuard>
            )
          }
        />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
