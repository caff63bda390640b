import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFetchMock, degradedReport, healthBody, healthyReport, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { SystemHealthCard } from './SystemHealthCard';

describe('SystemHealthCard', () => {
  it('checks on open and lists the summary and every endpoint (503 still carries the report)', async () => {
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /api-health': json({ success: false, data: degradedReport }, 503),
    });
    renderInAdmin(<SystemHealthCard />, { services: makeServices(fetchMock) });

    const rows = await screen.findAllByTestId('health-endpoint');
    expect(rows).toHaveLength(3);
    const redis = rows[1];
    expect(within(redis).getByText('redis')).toBeInTheDocument();
    expect(within(redis).getByText('GET')).toBeInTheDocument();
    expect(within(redis).getByText('/health/redis')).toBeInTheDocument();
    expect(within(redis).getByText('timeout')).toBeInTheDocument();
    expect(within(redis).getByText('5000 ms')).toBeInTheDocument();
    expect(within(redis).getByText('Timed out after 5000 ms')).toBeInTheDocument();
    expect(within(rows[2]).getByText('error')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Queue connection refused')).toBeInTheDocument();

    const summary = screen.getByLabelText('Health summary');
    expect(within(summary).getByText('Healthy').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Timeouts').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Errors').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Average response time').nextSibling).toHaveTextContent('2400 ms');
  });

  it('runs again on Check Health', async () => {
    let calls = 0;
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /api-health': () => {
        calls += 1;
        return json(healthBody(calls === 1 ? degradedReport : healthyReport));
      },
    });
    renderInAdmin(<SystemHealthCard />, { services: makeServices(fetchMock) });
    expect(await screen.findByText('Timed out after 5000 ms')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check Health' }));
    await waitFor(() => expect(screen.queryByText('Timed out after 5000 ms')).not.toBeInTheDocument());
    expect(calls).toBe(2);
    expect(screen.getAllByText('healthy')).toHaveLength(3);
  });

  it('shows names and statuses without URL and Error columns when the report has no details (staff)', async () => {
    const publicReport = {
      summary: degradedReport.summary,
      endpoints: degradedReport.endpoints.map(({ name, method, status, response_time }) => ({ name, method, status, response_time })),
    };
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn('staff'),
      'GET /api-health': json({ success: false, data: publicReport }, 503),
    });
    renderInAdmin(<SystemHealthCard />, { services: makeServices(fetchMock) });
    const rows = await screen.findAllByTestId('health-endpoint');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('redis')).toBeInTheDocument();
    expect(within(rows[1]).getByText('timeout')).toBeInTheDocument();
    expect(within(rows[1]).getByText('5000 ms')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Endpoint health' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Endpoint',
      'Method',
      'Status',
      'Response time',
    ]);
    expect(screen.getByText('Addresses and error details are shown to administrators.')).toBeInTheDocument();
  });

  it('shows admins the URL and Error columns', async () => {
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn('admin'),
      'GET /api-health': json({ success: false, data: degradedReport }, 503),
    });
    renderInAdmin(<SystemHealthCard />, { services: makeServices(fetchMock) });
    const table = await screen.findByRole('table', { name: 'Endpoint health' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Endpoint',
      'Method',
      'URL',
      'Status',
      'Response time',
      'Error',
    ]);
    expect(screen.queryByText('Addresses and error details are shown to administrators.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to check API health: …' when the check fails", async () => {
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /api-health': json({ success: false, error: 'Upstream down', message: 'Upstream down', error_code: 'X' }, 500),
    });
    renderInAdmin(<SystemHealthCard />, { services: makeServices(fetchMock) });
    expect(await screen.findByText('Failed to check API health: Upstream down')).toBeInTheDocument();
  });
});
