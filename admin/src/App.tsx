import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, RouterProvider } from 'react-router-dom';
import { appConfig } from './config';
import { AppLayout } from './layout/AppLayout';
import { ErrorFallback } from './layout/ErrorFallback';
import { AppNotifications } from './notifications/AppNotifications';
import { createServices, type AppServices } from './providers/services';
import { createAppRouter } from './routes/app-router';
import { REDIRECTS, SequenceDesignerRedirect } from './routes/redirects';
import { LoginRoute, NotAllowedPage, NotFoundPage } from './routes/lazy-pages';
import { OpsGate } from './routes/OpsGate';
import { ResourcePathRedirect } from './screens/ResourcePathRedirect';
import { SCREENS } from './screens/screens';
import { darkTheme, lightTheme } from './theme/theme';

export interface AppProps {
  /** Tests inject services (fetch mock, redirect spy); the app builds its own. */
  services?: AppServices;
}

const DashboardPage = SCREENS.find((screen) => screen.path === '/')?.page ?? NotFoundPage;
const Dashboard = () => <DashboardPage />;
const pages = SCREENS.filter((screen) => screen.page && screen.path !== '/');
const resources = SCREENS.flatMap((screen) => (screen.resource ? [{ ...screen.resource, path: screen.path, group: screen.group }] : []));
/** The Automation Run group's screens: admins only unless ops_for_all, by URL as in the sidebar. */
const gated = (group: string, element: React.ReactElement): React.ReactElement => (group === 'automation-run' ? <OpsGate>{element}</OpsGate> : element);
/** Resources whose screen lives at a path other than /{name}, e.g. `templates` at /automation/templates. */
const mountedElsewhere = resources.filter(({ name, path }) => path !== `/${name}`);

/** The admin SPA: react-admin with the custom shell; resources and pages come from the screen registry. */
export const App = ({ services: injected }: AppProps) => {
  const [services] = useState(() => injected ?? createServices({ config: appConfig }));
  return (
    <Admin
      title={appConfig.productTitle}
      authProvider={services.authProvider}
      dataProvider={services.dataProvider}
      store={services.store}
      requireAuth
      disableTelemetry
      layout={AppLayout}
      loginPage={LoginRoute}
      dashboard={Dashboard}
      catchAll={NotFoundPage}
      error={ErrorFallback}
      notification={AppNotifications}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      {resources.map(({ name, path, list, create, edit, show, icon, recordRepresentation, routes = [] }) =>
        path === `/${name}` ? (
          <Resource key={name} {...{ name, list, create, edit, show, icon, recordRepresentation }}>
            {routes.map(({ path: subPath, component: Page }) => (
              <Route key={subPath} path={subPath} element={<Page />} />
            ))}
          </Resource>
        ) : (
          // Registered under its name for react-admin (record names, resource definition); /{name}/* redirects to
          // its path, where the custom route below mounts the same screens.
          <Resource
            key={name}
            {...{ name, icon, recordRepresentation }}
            list={<ResourcePathRedirect to={path} />}
            hasCreate={Boolean(create)}
            hasEdit={Boolean(edit)}
            hasShow={Boolean(show)}
          />
        ),
      )}
      <CustomRoutes>
        {mountedElsewhere.map(({ name, path, group, list, create, edit, show, routes = [] }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={gated(
              group,
              <Resource {...{ name, list, create, edit, show }}>
                {routes.map(({ path: subPath, component: Page }) => (
                  <Route key={subPath} path={subPath} element={<Page />} />
                ))}
              </Resource>,
            )}
          />
        ))}
        {pages.map(({ path, group, page: Page = NotFoundPage }) => (
          <Route key={path} path={path} element={gated(group, <Page />)} />
        ))}
        <Route path="/not-allowed" element={<NotAllowedPage />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="/sequence-designer/:id" element={<SequenceDesignerRedirect />} />
      </CustomRoutes>
    </Admin>
  );
};

/**
 * Browser entry: paths (not hashes) as in the route map; the backend serves index.html for them. A data router, so
 * screens with unsaved work can hold in-app navigation (useBlocker).
 */
export const BrowserApp = () => {
  const [router] = useState(() => createAppRouter(<App />));
  return <RouterProvider router={router} />;
};
