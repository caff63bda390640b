import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SequenceAnalyticsSummary } from '../../api/types';
import type { StepResult } from '../../enrollment/step-results-format';
import { ApiError } from '../../providers/api-error';
import { designerMethods, historyEvent, renderSequenceScreen, savedStep, sequence, template } from '../designer/test/sequence-test-kit';
import { completionRateLabel, relativeTime } from './detail-format';
import SequenceDetailPage from './SequenceDetailPage';

const record = (extra = {}) => ({
  ...sequence('s1', { name: 'Spring movers', state: 'active' }),
  steps: [savedStep(1, 't1', 0), savedStep(2, 't2', 7200, { wait_until: { anchor: 'move_date', offset_days: -7, send_hour: 9 } })],
  ...extra,
});

const renderDetail = (options: { sequences?: object[]; methods?: ReturnType<typeof designerMethods> } = {}) =>
  renderSequenceScreen('/automation/sequences/:id', <SequenceDetailPage />, {
    path: '/automation/sequences/s1',
    sequences: (options.sequences ?? [record()]) as never[],
    templates: [template('t1', { name: 'Welcome' }), template('t2', { name: 'Reminder' })],
    methods: options.methods,
  });

const location = () => screen.getByTestId('location').textContent;

const stepResult = (order: number, extra: Partial<StepResult> = {}): StepResult => ({
  step_order: order, type: 'email', sent: 0, replied: 0, bounced: 0, unsubscribed: 0, skipped: 0,
  calls: { made: 0, expired: 0, outcomes: [] }, variants: [], variant_comparison: null, winner: null, ...extra,
});

/** The designer methods plus the analytics summary, answering the given step results. */
const withSummary = (stepResults: StepResult[]) => {
  const summary = { step_results: stepResults } as SequenceAnalyticsSummary;
  return { ...designerMethods(), getSequenceAnalyticsSummary: vi.fn((_id: string) => Promise.resolve(summary)) };
};

describe('SequenceDetailPage', () => {
  it('shows the tabs and the overview figures, description and steps', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring movers' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Designer', 'History']);
    expect(screen.getByLabelText('Total Steps')).toHaveTextContent('2');
    expect(screen.getByLabelText('Active Enrollments')).toHaveTextContent('3');
    expect(screen.getByLabelText('Completion Rate')).toHaveTextContent('25%');
    expect(screen.getByText('Nurtures new leads')).toBeInTheDocument();
    const steps = screen.getAllByTestId('overview-step');
    expect(await within(steps[0] as HTMLElement).findByText('Welcome')).toBeInTheDocument();
    expect(steps[0]).toHaveTextContent('Immediately');
    expect(steps[1]).toHaveTextContent('Send 7 days before the move date at 9:00');
  });

  it('shows each step\'s results under it: sends and replies, or calls and their outcomes', async () => {
    const methods = withSummary([
      stepResult(1, { sent: 120, replied: 9, skipped: 4, bounced: 2 }),
      stepResult(2, { type: 'call', skipped: 1, calls: { made: 12, expired: 3, outcomes: [{ outcome: 'no_answer', count: 5 }, { outcome: 'booked', count: 2 }] } }),
    ]);
    renderDetail({ methods: methods });
    const lines = await screen.findAllByTestId('overview-step-results');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Sent 120 · Replied 9 (7.5%) · Skipped 4',
      'Calls 12 · No Answer 5 · Booked 2 · Expired 3 · Skipped 1',
    ]);
    const steps = screen.getAllByTestId('overview-step');
    expect(steps[0]).toContainElement(lines[0] as HTMLElement);
    expect(steps[0]).toHaveTextContent('Immediately');
    expect(methods.getSequenceAnalyticsSummary).toHaveBeenCalledTimes(1);
    expect(methods.getSequenceAnalyticsSummary).toHaveBeenCalledWith('s1');
  });

  it('shows no rate before anything is sent, and no line for a step without results', async () => {
    renderDetail({ methods: withSummary([stepResult(1)]) });
    const [line] = await screen.findAllByTestId('overview-step-results');
    expect(line).toHaveTextContent(/^Sent 0 · Replied 0 · Skipped 0$/);
    expect(within(screen.getAllByTestId('overview-step')[1] as HTMLElement).queryByTestId('overview-step-results')).not.toBeInTheDocument();
  });

  it('opens the designer from the Designer tab', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Designer' }));
    await waitFor(() => expect(location()).toBe('/automation/sequences/s1/designer'));
  });

  it('opens the designer with Open Designer on your own sequence', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('link', { name: 'Open Designer' }));
    await waitFor(() => expect(location()).toBe('/automation/sequences/s1/designer'));
  });

  it("disables Open Designer on someone else's sequence for a staff user, saying why", async () => {
    renderDetail({ sequences: [record({ owner_user_id: 'user-2' })] });
    await screen.findByRole('heading', { level: 1, name: 'Spring movers' });
    const open = await screen.findByRole('button', { name: 'Open Designer' });
    expect(open).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Open Designer' })).not.toBeInTheDocument();
    await userEvent.hover(open.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Open Designer: Only the sequence's owner or an admin can change it");
  });

  it('lists the history with who and when, newest first', async () => {
    const methods = designerMethods();
    methods.getSequenceHistory.mockResolvedValue([
      historyEvent('h2', { type: 'test_send', summary: 'Test email to dana@movers.example', actor: null }),
      historyEvent('h1', { type: 'created', summary: 'Created', at: '2026-11-01T10:00:00.000Z' }),
    ]);
    renderDetail({ methods });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Test email to dana@movers.example');
    expect(rows[0]).toHaveTextContent('System');
    expect(rows[0]).toHaveTextContent('about 2 hours ago');
    expect(rows[1]).toHaveTextContent('Dana Mover');
    expect(rows[1]).toHaveTextContent('Nov 1, 2026');
    expect(methods.getSequenceHistory).toHaveBeenCalledWith('s1', { limit: 50 });
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('loads older history from the last shown time', async () => {
    const methods = designerMethods();
    const page = Array.from({ length: 50 }, (_, index) => historyEvent(`h${index}`, { at: new Date(Date.UTC(2026, 10, 20, 12, 0, 50 - index)).toISOString() }));
    methods.getSequenceHistory.mockResolvedValueOnce(page).mockResolvedValueOnce([historyEvent('old', { summary: 'Oldest change' })]);
    renderDetail({ methods });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('Oldest change')).toBeInTheDocument();
    expect(methods.getSequenceHistory).toHaveBeenLastCalledWith('s1', { before: page[49]?.at, limit: 50 });
  });

  it('says when there is no history', async () => {
    const methods = designerMethods();
    renderDetail({ methods });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });

  it('shows a failed history read with Retry', async () => {
    const methods = designerMethods();
    methods.getSequenceHistory.mockRejectedValueOnce(new ApiError({ message: 'boom', status: 500 }));
    renderDetail({ methods });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Failed to load history: boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });

  it('shows 0% and no steps for a new sequence', async () => {
    renderDetail({ sequences: [record({ steps: [], step_count: 0, completion_rate: undefined, description: '' })] });
    expect(await screen.findByLabelText('Completion Rate')).toHaveTextContent('0%');
    expect(screen.getByText('No steps yet')).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
  });

  it('says "Failed to load sequence" and goes back to the list', async () => {
    renderDetail({ sequences: [] });
    expect(await screen.findByText('Failed to load sequence')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/automation/sequences'));
  });
});

describe('detail formats', () => {
  it('labels the completion rate and relative times', () => {
    expect(completionRateLabel(undefined)).toBe('0%');
    expect(completionRateLabel(33.333)).toBe('33.3%');
    expect(relativeTime('2026-11-23T08:00:00Z', new Date('2026-11-23T10:00:00Z'))).toBe('about 2 hours ago');
    expect(relativeTime('nope')).toBe('');
  });
});
