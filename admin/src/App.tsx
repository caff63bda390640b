import { useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { appConfig } from './config';
import { AppLayout } from './layout/AppLayout';
import { ErrorFallback } from './layout/ErrorFallback';
import { createServices, type AppServices } from './providers/services';
import { REDIRECTS, SequenceDesignerRedirect } from './routes/redirects';
import {
  DashboardRoute,
  LoginRoute,
  NotAllowedRoute,
  NotFoundRoute,
  OpportunitiesListRoute,
  OpportunityDetailRoute,
  SettingsRoute,
} from './routes/lazy-pages';
import { darkTheme, lightTheme } from './theme/theme';

export interface AppProps {
  /** Tests inject services (fetch mock, redirect spy); the app builds its own. */
  services?: AppServices;
}

/** The admin SPA: react-admin with the custom shell, routes and redirects of the route map. */
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
      dashboard={DashboardRoute}
      catchAll={NotFoundRoute}
      error={ErrorFallback}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      <CustomRoutes>
        <Route path="/opportunities" element={<OpportunitiesListRoute />} />
        <Route path="/opportunities/:trackingNumber" element={<OpportunityDetailRoute />} />
        <Route path="/settings" element={<SettingsRoute />} />
        <Route path="/not-allowed" element={<NotAllowedRoute />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="/sequence-designer/:id" element={<SequenceDesignerRedirect />} />
      </CustomRoutes>
    </Admin>
  );
};

/** Browser entry: paths (not hashes) as in the route map; the backend serves index.html for them. */
export const BrowserApp = () => (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
