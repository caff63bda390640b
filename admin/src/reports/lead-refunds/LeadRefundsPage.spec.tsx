import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRefundsMonth, ProviderRefunds } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { staticMediaQueryList } from '../../test/media-query';
import { renderInAdmin } from '../../test/render';
import LeadRefundsPage from './LeadRefundsPage';

const SLOW = 30_000;

const row = (overrides: Partial<ProviderRefunds> = {}): ProviderRefunds => ({
  provider: 'HireAHelper', leads: 1240, claimable: 31, duplicates: 18, wrong_numbers: 9, placeholder_contact: 4, ...overrides,
});

type Answer = (month: string) => Promise<LeadRefundsMonth>;

const setup = (answer: Answer, path = '/reports/lead-refunds') => {
  const { provider } = createMemoryDataProvider({}, {
    getLeadRefunds: answer,
    exportLeadRefunds: async (month: string, name: string) => ({ csv: `tracking_number\nHAH-1\n`, fileName: `lead-refunds-${name}-${month}.csv` }),
  });
  renderInAdmin(<LeadRefundsPage />, { dataProvider: provider, path });
  return { provider };
};

const table = () => screen.findByRole('table', { name: 'Lead refunds by provider' });

beforeEach(() => {
  // Only the clock's date is fixed (Dec 15, 2026): timers stay real, so the page's reads settle as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 15, 12));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LeadRefundsPage', () => {
  it("shows last month's claims per provider under the title and help line", async () => {
    const { provider } = setup(async (month) => ({ month, providers: [row(), row({ provider: 'Moving Leads Co', leads: 80, claimable: 0, duplicates: 0, wrong_numbers: 0, placeholder_contact: 0 })] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lead refunds' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Leads you may claim back from each lead provider: duplicates of an earlier lead, wrong numbers, and placeholder contact data. The CSV carries the evidence providers ask for.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
    expect(screen.getByRole('row', { name: 'Loading Lead refunds by provider' })).toBeInTheDocument();

    const grid = await table();
    await within(grid).findAllByTestId('refund-row');
    expect(provider.getLeadRefunds).toHaveBeenCalledWith('2026-11', expect.any(AbortSignal));
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Provider', 'Leads', 'Claimable', 'Duplicates', 'Wrong numbers', 'Placeholder contact', 'Download',
    ]);
    const [first, second] = within(grid).getAllByTestId('refund-row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('HireAHelper');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,240', '31', '18', '9', '4', 'Download CSV']);
    expect(within(second!).getByRole('button', { name: 'Download CSV for Moving Leads Co' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Lead refunds · Lead Automation'));
  }, SLOW);

  it('stacks each provider into one row on a phone: its name, its counts by name, and its CSV', async () => {
    // A phone: every max-width media query (MUI's `down(...)`) matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, query.includes('max-width')));
    const { provider } = setup(async (month) => ({ month, providers: [row(), row({ provider: 'Moving Leads Co', leads: 80, claimable: 0, duplicates: 0, wrong_numbers: 0, placeholder_contact: 0 })] }));
    const grid = await table();
    const [first, second] = await within(grid).findAllByTestId('refund-row');
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Provider']);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('HireAHelper');
    expect(within(first!).getAllByRole('cell')).toHaveLength(1);
    // Each count under its name (the desktop's column headers), as a description list.
    expect(within(first!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Leads', 'Claimable', 'Duplicates', 'Wrong numbers', 'Placeholder contact']);
    expect(within(first!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['1,240', '31', '18', '9', '4']);
    expect(within(second!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['80', '0', '0', '0', '0']);
    expect(within(second!).getByRole('button', { name: 'Download CSV for Moving Leads Co' })).toBeEnabled();
    expect(provider.getLeadRefunds).toHaveBeenCalledWith('2026-11', expect.any(AbortSignal));
  }, SLOW);

  it('reads the month from the address, and keeps a chosen month there', async () => {
    const { provider } = setup(async (month) => ({ month, providers: [row()] }), '/reports/lead-refunds?month=2026-07');
    expect(screen.getByLabelText('Month')).toHaveValue('2026-07');
    await within(await table()).findAllByTestId('refund-row');
    expect(provider.getLeadRefunds).toHaveBeenCalledWith('2026-07', expect.any(AbortSignal));

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reports/lead-refunds?month=2026-09'));
    await waitFor(() => expect(provider.getLeadRefunds).toHaveBeenCalledWith('2026-09', expect.any(AbortSignal)));
    expect(screen.getByLabelText('Month')).toHaveValue('2026-09');
    // A cleared picker changes nothing.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/reports/lead-refunds?month=2026-09');
  }, SLOW);

  it('says so when no lead provider sent leads that month', async () => {
    setup(async (month) => ({ month, providers: [] }));
    expect(await within(await table()).findByText('No leads from lead providers in November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download CSV for/ })).not.toBeInTheDocument();
  }, SLOW);

  it('shows a failed read with Retry, which reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { provider } = setup(async (month) => {
      if (failing) throw new ApiError({ message: 'Database unavailable', status: 503 });
      return { month, providers: [row()] };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load lead refunds: Database unavailable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findAllByTestId('refund-row')).toHaveLength(1);
    expect(provider.getLeadRefunds).toHaveBeenCalledTimes(2);
  }, SLOW);

  it("downloads a provider's CSV and saves it under its file name", async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:refunds');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { provider } = setup(async (month) => ({ month, providers: [row()] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV for HireAHelper' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:refunds', download: 'lead-refunds-HireAHelper-2026-11.csv' }]));
    expect(provider.exportLeadRefunds).toHaveBeenCalledWith('2026-11', 'HireAHelper');
    const blob = createObjectURL.mock.calls[0]![0];
    if (!(blob instanceof Blob)) throw new Error('no Blob saved');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('tracking_number\nHAH-1\n');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:refunds'));
  }, SLOW);

  it("notifies the server's reason when a download fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = setup(async (month) => ({ month, providers: [row()] }));
    provider.exportLeadRefunds.mockRejectedValueOnce(new ApiError({ message: 'provider is required', status: 400 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV for HireAHelper' }));
    expect(await screen.findByText('Failed to download the CSV for HireAHelper: provider is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV for HireAHelper' })).toBeEnabled();
  }, SLOW);
});
