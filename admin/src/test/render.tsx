import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, defaultI18nProvider, memoryStore, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { AppNotifications } from '../notifications/AppNotifications';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';
import { appConfig } from '../config';
import { createServices, type AppServices } from '../providers/services';
import type { FetchLike } from '../providers/session';

/** The app's services over a fetch stand-in (installed as the global fetch, restored after each test). */
export const makeServices = (fetchImpl: FetchLike, redirect: (url: string) => void = () => undefined): AppServices => {
  vi.stubGlobal('fetch', fetchImpl);
  return createServices({ config: appConfig, redirect });
};

/** Shows the router's current location so tests can assert redirects and URL cleaning. */
export const LocationProbe = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

export interface RenderInAdminOptions {
  /** The real providers over a fetch stand-in (tests of what is sent and received). */
  services?: AppServices;
  /** Or any data provider, e.g. createMemoryDataProvider() (component tests). */
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
  path?: string;
}

/** Renders a component inside react-admin's contexts (theme, query client, auth, data, store, notifications). */
export const renderInAdmin = (ui: ReactElement, options: RenderInAdminOptions) =>
  render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        authProvider={options.authProvider ?? options.services?.authProvider}
        dataProvider={options.dataProvider ?? options.services?.dataProvider}
        store={options.store ?? memoryStore()}
        i18nProvider={defaultI18nProvider}
      >
        {ui}
        <AppNotifications />
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );

/** Renders the whole app at a path. */
export const renderApp = (options: { services: AppServices; path?: string }) =>
  render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <App services={options.services} />
      <LocationProbe />
    </MemoryRouter>,
  );
