import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, degradedReport, healthBody, healthyReport, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { SystemStatusBox } from './SystemStatusBox';

const renderBox = (health: Response | (() => never)) => {
  const { fetchMock } = createFetchMock({ 'GET /auth/status': signedIn(), 'GET /api-health': health });
  renderInAdmin(<SystemStatusBox collapsed={false} />, { services: makeServices(fetchMock) });
};

describe('SystemStatusBox', () => {
  it('says all systems operational and Online when every endpoint is healthy', async () => {
    renderBox(json(healthBody(healthyReport)));
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('System Status')).toBeInTheDocument();
  });

  it('names what is wrong when the report (HTTP 503) is degraded', async () => {
    renderBox(json({ success: false, data: degradedReport }, 503));
    expect(await screen.findByText('Degraded: redis timeout, queues error')).toBeInTheDocument();
    expect(screen.getByText('Degraded')).toBeInTheDocument();
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();
  });

  it('says Status unavailable / Offline when the request fails', async () => {
    renderBox(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('treats an error answer without a report as unavailable', async () => {
    renderBox(new Response('Bad gateway', { status: 502 }));
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
  });
});
