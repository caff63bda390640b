import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { SequenceAnalyticsDashboard } from './SequenceAnalyticsDashboard';
import { callOutcomeWords, replyRate, stepResultLine, stepTypeLabel, type StepResult } from './step-results-format';

const stepResult = (order: number, extra: Partial<StepResult> = {}): StepResult => ({
  step_order: order, type: 'email', sent: 0, replied: 0, bounced: 0, unsubscribed: 0, skipped: 0,
  calls: { made: 0, expired: 0, outcomes: [] }, variants: [], variant_comparison: null, winner: null, ...extra,
});

const STEPS: StepResult[] = [
  stepResult(1, { sent: 120, replied: 9, bounced: 2, unsubscribed: 1, skipped: 4 }),
  stepResult(2, {
    sent: 80, replied: 6, skipped: 0,
    variants: [
      { variant: 'A', sent: 40, replied: 2, bounced: 0, unsubscribed: 0 },
      { variant: 'B', sent: 40, replied: 4, bounced: 1, unsubscribed: 0 },
    ],
    variant_comparison: 'B leads by 5 points, not yet significant',
    winner: 'B',
  }),
  stepResult(3, { type: 'call', skipped: 2, calls: { made: 12, expired: 3, outcomes: [{ outcome: 'no_answer', count: 3 }, { outcome: 'booked', count: 1 }] } }),
];

const summary = (stepResults: StepResult[]) => ({
  success: true,
  metrics: { total_lifetime: 4, active_now: 1, completed: 2, canceled: 0, converted: 1, conversion_rate: 0.25, avg_days_to_convert: 3 },
  active_runs: [],
  outcome_breakdown: [],
  recent_activity: [],
  funnel_metrics: { steps_completed_30d: 0, conversions_30d: 0, active_enrollments_30d: 0 },
  step_results: stepResults,
});

const setup = (answer: unknown) => {
  const { fetchMock } = createFetchMock({ 'GET /auth/status': signedIn(), 'GET /api/sequences/s1/analytics/summary': answer });
  renderInAdmin(<SequenceAnalyticsDashboard sequenceId="s1" />, { services: makeServices(fetchMock) });
};

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SequenceAnalyticsDashboard step results', () => {
  it('shows one row per step with its counts and reply rate, call outcomes in words', async () => {
    setup(summary(STEPS));
    const table = await screen.findByRole('table', { name: 'Step results' });
    expect(screen.getByText('Step results')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Step', 'Sent', 'Replied', 'Bounced', 'Unsubscribed', 'Skipped', 'Calls']);
    const rows = within(table).getAllByTestId('step-result-row');
    expect(rows).toHaveLength(3);
    expect(cells(rows[0] as HTMLElement)).toEqual(['Step 1Email', '120', '9 (7.5%)', '2', '1', '4', '—']);
    expect(cells(rows[1] as HTMLElement)).toEqual(['Step 2Email', '80', '6 (7.5%)', '0', '0', '0', '—']);
    expect(cells(rows[2] as HTMLElement)).toEqual(['Step 3Call task', '0', '0', '0', '0', '2', '12 made · 3 expiredNo Answer 3 · Booked 1']);
    expect(within(rows[2] as HTMLElement).getByText('No Answer 3 · Booked 1')).toBeInTheDocument();
  });

  it('shows the A/B variants beneath their step, with the comparison and the winner', async () => {
    setup(summary(STEPS));
    const table = await screen.findByRole('table', { name: 'Step results' });
    const variants = within(table).getAllByTestId('step-variant-row');
    expect(variants.map((row) => cells(row))).toEqual([
      ['Variant A', '40', '2 (5.0%)', '0', '0', '', ''],
      ['Variant B', '40', '4 (10.0%)', '1', '0', '', ''],
    ]);
    // The sub-rows follow step 2's row, before step 3's.
    const order = within(table).getAllByRole('row').map((row) => row.getAttribute('data-testid'));
    expect(order).toEqual([null, 'step-result-row', 'step-result-row', 'step-variant-row', 'step-variant-row', 'step-variant-summary', 'step-result-row']);
    const comparison = within(table).getByTestId('step-variant-summary');
    expect(comparison).toHaveTextContent('B leads by 5 points, not yet significant');
    expect(within(comparison).getByText('Winner: B')).toBeInTheDocument();
  });

  it('leaves out the winner until one is chosen', async () => {
    setup(summary([{ ...STEPS[1]!, winner: null }]));
    const comparison = await screen.findByTestId('step-variant-summary');
    expect(comparison).toHaveTextContent('B leads by 5 points, not yet significant');
    expect(screen.queryByText(/^Winner:/)).not.toBeInTheDocument();
  });

  it('says so when the sequence has no steps', async () => {
    setup(summary([]));
    expect(await screen.findByText('Step results')).toBeInTheDocument();
    expect(screen.getByText('No steps yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Step results' })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, then the table', async () => {
    let failing = true;
    setup(() => (failing ? json({ success: false, message: 'boom' }, 500) : json(summary(STEPS))));
    expect(await screen.findByText('Error loading analytics: boom')).toBeInTheDocument();
    expect(screen.queryByText('Step results')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Step results' })).toBeInTheDocument();
  });
});

describe('step result formats', () => {
  it('words the type, the rate, the outcomes and the one-line summary', () => {
    expect(stepTypeLabel('email')).toBe('Email');
    expect(stepTypeLabel('call')).toBe('Call task');
    expect(stepTypeLabel('linkedin_message')).toBe('Linkedin message');
    expect(replyRate(9, 120)).toBe('7.5%');
    expect(replyRate(3, 0)).toBeNull();
    expect(callOutcomeWords([{ outcome: 'no_answer', count: 3 }, { outcome: 'booked', count: 1 }, { outcome: 'voicemail', count: 0 }, { outcome: 'mystery', count: 2 }]))
      .toBe('No Answer 3 · Booked 1 · mystery 2');
    expect(stepResultLine(STEPS[0]!)).toBe('Sent 120 · Replied 9 (7.5%) · Skipped 4');
    expect(stepResultLine(stepResult(4, { type: 'call', calls: { made: 0, expired: 0, outcomes: [] } }))).toBe('Calls 0');
  });
});
