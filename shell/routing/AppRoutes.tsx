import { createElement, lazy, Suspense } from 'react';
import { generatePath, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { Spinner } from '../feedback/Spinner.tsx';
import type { CallFn } from '../bootstrap/loaders.ts';
import { DEFAULT_ROUTE, ROUTES, type RouteDefinition } from './routeTable.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { screenComponentFor } from './routeScreens.ts';
import { notFoundScreen } from './routeScreens.ts';

const DefaultScreen = lazy(() => import('./DefaultScreen.tsx'));
// The screen studio exists in development builds only (npm run studio); a production build drops
// this import, and with it CodeMirror and the studio's chunk.
const Studio = import.meta.env.DEV ? lazy(() => import('../studio/Studio.tsx')) : undefined;

function Screen({ route }: { route: RouteDefinition }) {
  // The lazy components are made once per route (routeScreens), not during render.
  return <Suspense fallback={<Spinner />}>{createElement(screenComponentFor(route), { route })}</Suspense>;
}

/** An older address that leads on to its route (redirectTo), with the same :params: the target is guarded. */
function Redirect({ to }: { to: string }) {
  return <Navigate to={generatePath(to, useParams())} replace />;
}

/**
 * The hash routes of the area manifests (screens/<area>/area.json); the empty path goes to default,
 * which leads on to areaDefault; all but default and detailInfo are guarded.
 */
export function AppRoutes({ call }: { call: CallFn }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={DEFAULT_ROUTE} replace />} />
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.redirectTo ? (
              <Redirect to={route.redirectTo} />
            ) : route.pageKey === 'default' ? (
              <Suspense fallback={<Spinner />}>
                <DefaultScreen call={call} />
              </Suspense>
            ) : route.guarded === false ? (
              <Screen route={route} />
            ) : (
              <RouteGuard route={route} call={call}>
                <Screen route={route} />
              </RouteGuard>
            )
          }
        />
      ))}
      {Studio && (
        <Route
          path="/studio"
          element={
            <Suspense fallback={<Spinner />}>
              <Studio />
            </Suspense>
          }
        />
      )}
      <Route path="*" element={<Suspense fallback={<Spinner />}>{createElement(notFoundScreen)}</Suspense>} />
    </Routes>
  );
}
