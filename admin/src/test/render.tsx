import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';
import { appConfig } from '../config';
import { createServices, type AppServices } from '../providers/services';
import type { FetchLike } from '../providers/session';

export const makeServices = (fetchImpl: FetchLike, redirect: (url: string) => void = () => undefined): AppServices =>
  createServices({ config: appConfig, fetchImpl, redirect });

/** Shows the router's current location so tests can assert redirects and URL cleaning. */
export const LocationProbe = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

/** Renders a component inside react-admin's contexts (theme, query client, auth, data). */
export const renderInAdmin = (ui: ReactElement, options: { services: AppServices; path?: string }) =>
  render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        authProvider={options.services.authProvider}
        dataProvider={options.services.dataProvider}
        store={memoryStore()}
      >
        {ui}
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
