import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CallHistoryItem, CallOutcomeInput } from '../api/types';
import { ApiError } from '../providers/api-error';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { CallOutcomeTracker } from './CallOutcomeTracker';

const OPP_ID = '7f0c2f4e-6a57-4a5e-9a43-2f1d1c1b0a01';

/** Signed in as Dana Mover, whose name prefills the form. */
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Dana Mover' }),
};

const call = (overrides: Partial<CallHistoryItem> = {}): CallHistoryItem & { opportunity_id: string } => ({
  id: 'c1',
  opportunity_id: OPP_ID,
  customer_service_agent: 'Robin Agent',
  call_date: '2027-03-05T15:04:00.000Z',
  phone_number: '+15551234567',
  outcome: 'voicemail',
  notes: 'Left voicemail about the estimate',
  follow_up_triggered: false,
  ...overrides,
});

type Record = (input: CallOutcomeInput) => Promise<never>;

const setup = (options: { history?: CallHistoryItem[]; record?: Record; defaultPhone?: string | null } = {}) => {
  const { provider, memory } = createMemoryDataProvider(
    { 'call-history': options.history ?? [] },
    { recordCallOutcome: options.record ?? (() => Promise.reject(new Error('unexpected call: recordCallOutcome'))) },
  );
  renderInAdmin(<CallOutcomeTracker opportunityId={OPP_ID} defaultPhone={'defaultPhone' in options ? options.defaultPhone : '+15551234567'} />, {
    dataProvider: provider,
    authProvider,
  });
  const historyReads = () => provider.getList.mock.calls.filter(([resource]) => resource === 'call-history');
  return { provider, memory, historyReads };
};

const pick = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('form', { name: 'Record call outcome' });
};

describe('CallOutcomeTracker', () => {
  it('shows seven outcome cards and reveals the prefilled form only after one is chosen', async () => {
    setup();
    const group = screen.getByRole('group', { name: 'Call outcome' });
    const cards = within(group).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Answered', 'No Answer', 'Voicemail', 'Wrong Number', 'Not Interested', 'Booked', 'Rescheduled',
    ]);
    expect(screen.queryByLabelText(/Agent Name/)).not.toBeInTheDocument();

    await pick('Voicemail');
    expect(screen.getByRole('button', { name: 'Voicemail' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Booked' })).toHaveAttribute('aria-pressed', 'false');
    const agent = screen.getByLabelText(/Agent Name/);
    const phone = screen.getByLabelText(/Phone Number Called/);
    expect(agent).toBeRequired();
    expect(agent).toHaveAttribute('placeholder', 'Enter your name');
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '(555) 123-4567');
    expect(phone).toHaveValue('(555) 123-4567');
    await waitFor(() => expect(agent).toHaveValue('Dana Mover'));
    expect(screen.getByLabelText('Notes')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Record Call Outcome' })).toBeEnabled();
  });

  it('alerts "Please fill in all required fields" and sends nothing when a field is missing', async () => {
    const { provider } = setup({ defaultPhone: null });
    await pick('No Answer');
    await waitFor(() => expect(screen.getByLabelText(/Agent Name/)).toHaveValue('Dana Mover'));
    expect(screen.getByLabelText(/Phone Number Called/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Record Call Outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await userEvent.click(screen.getByLabelText(/Phone Number Called/));
    await userEvent.paste('555 222 3333');
    await userEvent.clear(screen.getByLabelText(/Agent Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Record Call Outcome' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields'));
    expect(provider.recordCallOutcome).not.toHaveBeenCalled();
  });

  it('records the outcome, then clears the selection and form and reloads the history', async () => {
    const recorded = call({ id: 'c2', outcome: 'booked', notes: 'Booked in-home survey', follow_up_triggered: true });
    const { memory, historyReads, provider } = setup({
      record: (input) => {
        memory['call-history'].push(recorded);
        return Promise.resolve({ success: true, ...recorded, outcome: input.outcome, follow_up_actions: ['set_status:booked'] } as never);
      },
    });
    expect(await screen.findByText('No calls recorded yet')).toBeInTheDocument();

    await pick('Booked');
    await waitFor(() => expect(screen.getByLabelText(/Agent Name/)).toHaveValue('Dana Mover'));
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.paste('  Booked in-home survey ');
    await userEvent.click(screen.getByRole('button', { name: 'Record Call Outcome' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Call outcome recorded successfully!');
    expect(provider.recordCallOutcome).toHaveBeenCalledWith({
      opportunity_id: OPP_ID,
      agent: 'Dana Mover',
      phone_number: '(555) 123-4567',
      outcome: 'booked',
      notes: 'Booked in-home survey',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record call outcome' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Booked' })).toHaveAttribute('aria-pressed', 'false');
    const row = await screen.findByTestId('call-history-item');
    expect(historyReads()).toHaveLength(2);
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    expect(within(row).getByText('Follow-up automation triggered')).toBeInTheDocument();

    // The form comes back empty (notes cleared), prefilled again.
    await pick('Answered');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByLabelText(/Agent Name/)).toHaveValue('Dana Mover');
  });

  it('shows "Error: {message}" when the server refuses the call', async () => {
    setup({ record: () => Promise.reject(new ApiError({ message: 'Opportunity not found', status: 404, errorCode: 'OPPORTUNITY_NOT_FOUND' })) });
    await pick('Answered');
    await waitFor(() => expect(screen.getByLabelText(/Agent Name/)).toHaveValue('Dana Mover'));
    await userEvent.click(screen.getByRole('button', { name: 'Record Call Outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Opportunity not found');
    // The form stays so the agent can retry.
    expect(screen.getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the exception text when the request fails without an answer', async () => {
    setup({ record: () => Promise.reject(new ApiError({ message: 'Failed to fetch', status: 0 })) });
    await pick('Rescheduled');
    await waitFor(() => expect(screen.getByLabelText(/Agent Name/)).toHaveValue('Dana Mover'));
    await userEvent.click(screen.getByRole('button', { name: 'Record Call Outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error recording call outcome. Please try again.');
  });

  it('lists history rows with label, agent, date, formatted phone, notes and the follow-up line only when triggered', async () => {
    setup({
      history: [
        call({ id: 'c2', outcome: 'no_answer', notes: null, follow_up_triggered: true, customer_service_agent: 'Kim' }),
        call({ id: 'c1', outcome: 'voicemail' }),
        call({ id: 'x', opportunity_id: 'another-opportunity', outcome: 'booked' } as Partial<CallHistoryItem>),
      ],
    });
    const rows = await screen.findAllByTestId('call-history-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('No Answer')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Kim · \(555\) 123-4567/)).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Mar 5, 2027/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('Follow-up automation triggered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Voicemail')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Left voicemail about the estimate')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Follow-up automation triggered')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the history loads', async () => {
    let release: () => void = () => undefined;
    const { provider } = setup();
    const read = provider.getList.getMockImplementation();
    provider.getList.mockImplementation((resource, params) => new Promise((resolve) => (release = () => resolve(read!(resource, params)))));
    expect(screen.getByTestId('call-history-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    release();
    expect(await screen.findByText('No calls recorded yet')).toBeInTheDocument();
    expect(screen.queryByTestId('call-history-skeleton')).not.toBeInTheDocument();
  });
});
