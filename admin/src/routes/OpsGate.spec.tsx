import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, healthBody, healthyReport, signedIn } from '../test/fetch-mock';
import { makeServices, renderApp } from '../test/render';

const start = (path: string, role: 'admin' | 'staff', opsForAll = false) => {
  const { fetchMock } = createFetchMock({
    'GET /auth/status': signedIn(role, opsForAll),
    'GET /api-health': healthBody(healthyReport),
    'GET /api/deliveries': { success: true, deliveries: [] },
  });
  renderApp({ services: makeServices(fetchMock), path });
};

describe('OpsGate (the Automation Run screens by URL)', () => {
  it('sends staff who type an Automation Run address to the not-allowed screen, naming the page', async () => {
    start('/ops/deliveries', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('not-allowed-path')).toHaveTextContent('/ops/deliveries');
  });

  it('opens the screen for an admin', async () => {
    start('/ops/deliveries', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: /Deliveries/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });

  it('opens the screen for staff when ops_for_all is on', async () => {
    start('/ops/deliveries', 'staff', true);
    expect(await screen.findByRole('heading', { level: 1, name: /Deliveries/ }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
