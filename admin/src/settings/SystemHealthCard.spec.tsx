import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HealthReport } from '../api/types';
import { ApiError } from '../providers/api-error';
import { degradedReport, healthyReport } from '../test/fetch-mock';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { SystemHealthCard } from './SystemHealthCard';

const start = (getHealth: () => Promise<HealthReport>) => {
  const { provider } = createMemoryDataProvider({}, { getHealth });
  renderInAdmin(<SystemHealthCard />, { dataProvider: provider });
  return provider;
};

const headers = () => within(screen.getByRole('table', { name: 'Endpoint health' })).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('SystemHealthCard', () => {
  it('checks on open and lists the summary and every endpoint', async () => {
    start(async () => degradedReport);

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
    let checks = 0;
    const provider = start(async () => {
      checks += 1;
      return checks === 1 ? degradedReport : healthyReport;
    });
    expect(await screen.findByText('Timed out after 5000 ms')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check Health' }));
    await waitFor(() => expect(screen.queryByText('Timed out after 5000 ms')).not.toBeInTheDocument());
    expect(provider.getHealth).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('healthy')).toHaveLength(3);
  });

  it('shows names and statuses without URL and Error columns when the report has no details (staff)', async () => {
    // Without a signed-in admin the server leaves out addresses and error texts.
    const endpoints = degradedReport.endpoints.map(({ name, method, status, response_time }) => ({ name, method, status, response_time }));
    start(async () => ({ summary: degradedReport.summary, endpoints }));
    const rows = await screen.findAllByTestId('health-endpoint');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('redis')).toBeInTheDocument();
    expect(within(rows[1]).getByText('timeout')).toBeInTheDocument();
    expect(within(rows[1]).getByText('5000 ms')).toBeInTheDocument();
    expect(headers()).toEqual(['Endpoint', 'Method', 'Status', 'Response time']);
    expect(screen.getByText('Addresses and error details are shown to administrators.')).toBeInTheDocument();
  });

  it('shows admins the URL and Error columns', async () => {
    start(async () => degradedReport);
    await screen.findByRole('table', { name: 'Endpoint health' });
    expect(headers()).toEqual(['Endpoint', 'Method', 'URL', 'Status', 'Response time', 'Error']);
    expect(screen.queryByText('Addresses and error details are shown to administrators.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to check API health: …' when the check fails", async () => {
    start(() => Promise.reject(new ApiError({ message: 'Upstream down', status: 500 })));
    expect(await screen.findByText('Failed to check API health: Upstream down')).toBeInTheDocument();
  });
});
