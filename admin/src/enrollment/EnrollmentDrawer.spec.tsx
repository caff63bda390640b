import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { EnrollmentDrawer } from './EnrollmentDrawer';
import { enrollmentRow, rule } from './enrollment-test-data';

const SEQUENCE = { id: 's1', name: 'Spring movers', step_count: 2, owner_user_id: 'u1' };
const summary = {
  success: true,
  metrics: { total_lifetime: 12, active_now: 3, completed: 5, canceled: 1, converted: 2, conversion_rate: 0.25, avg_days_to_convert: 3 },
  active_runs: [
    { id: 'run1', status: 'scheduled', current_step: 2, contact: { name: 'Ann Lee', email: 'ann@example.com' }, next_step_label: 'Step 2: Your quote', next_run_at: '2026-11-24T15:00:00.000Z' },
    { id: 'run2', status: 'ready', current_step: 1, contact: { name: null, email: null }, next_step_label: 'Step 1: Welcome', next_run_at: null },
  ],
  outcome_breakdown: [{ outcome: 'reply_received', count: 2 }, { outcome: 'active', count: 3 }, { outcome: 'canceled', count: 0 }],
  recent_activity: [{ date: '2026-11-22', enrolled: 4, completed: 1, canceled: 0 }, { date: '2026-11-23', enrolled: 0, completed: 0, canceled: 1 }],
  funnel_metrics: { steps_completed_30d: 9, conversions_30d: 2, active_enrollments_30d: 4 },
};

const setup = (routes: Parameters<typeof createFetchMock>[0] = {}) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/enrollment/sequences/s1/rules': { success: true, rules: [rule('r1'), rule('r2', { status: 'active', name: 'Live rule' }), rule('r3', { status: 'weird' as 'draft', name: 'Odd rule' })] },
    'GET /api/enrollment/sequences/s1/enrollments': {
      success: true,
      total: 3,
      enrollments: [
        enrollmentRow('e1'),
        enrollmentRow('e2', { state: 'pending' }),
        enrollmentRow('e3', { state: 'completed', can_unenroll: false, disabled_reason: 'already_ended' }),
      ],
    },
    'GET /api/sequences/s1/analytics/summary': summary,
    ...routes,
  });
  const onClose = vi.fn();
  renderInAdmin(<EnrollmentDrawer open sequence={SEQUENCE} onClose={onClose} />, { services: makeServices(fetchMock) });
  const posted = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
  return { calls, posted, onClose };
};

afterEach(() => vi.unstubAllGlobals());

describe('EnrollmentDrawer', () => {
  it('titles the drawer with the sequence and counts rules and recent enrollments in the tabs', async () => {
    setup();
    expect(screen.getByText('Enrollment Rules - Spring movers')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Rules (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Recent Enrollments (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Preview' })).not.toBeInTheDocument();
    const rows = await screen.findAllByTestId('enrollment-rule');
    // Draft offers Start; active offers Pause and Stop; an unknown status shows as Draft.
    expect(within(rows[0] as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Draft')).toBeInTheDocument();
  });

  it('starts a draft rule and says so; a refused pause shows the server text', async () => {
    const { posted } = setup({
      'POST /api/enrollment/rules/r1/start': { success: true, rule: rule('r1', { status: 'active' }) },
      'POST /api/enrollment/rules/r2/pause': json({ success: false, error: 'Cannot pause a rule that is stopped', error_code: 'RULE_INVALID_TRANSITION' }, 409),
    });
    const rows = await screen.findAllByTestId('enrollment-rule');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Enrollment rule started successfully')).toBeInTheDocument();
    expect(posted('/api/enrollment/rules/r1/start')).toHaveLength(1);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Cannot pause a rule that is stopped')).toBeInTheDocument();
  });

  it("disables New Rule and the rule actions on someone else's sequence, saying why; Preview stays", async () => {
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /api/enrollment/sequences/s1/rules': { success: true, rules: [rule('r1')] },
      'GET /api/enrollment/sequences/s1/enrollments': { success: true, total: 0, enrollments: [] },
      'GET /api/sequences/s1/analytics/summary': summary,
    });
    renderInAdmin(<EnrollmentDrawer open sequence={{ ...SEQUENCE, owner_user_id: 'u2' }} onClose={vi.fn()} />, { services: makeServices(fetchMock) });
    const [row] = await screen.findAllByTestId('enrollment-rule');
    const start = within(row as HTMLElement).getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(within(row as HTMLElement).getByRole('button', { name: 'Preview' })).toBeEnabled();
    const create = screen.getByRole('button', { name: 'New Rule' });
    expect(create).toBeDisabled();
    await userEvent.hover(create.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Only the sequence's owner or an admin can change its rules");
  });

  it('shows why the runner paused a rule, and the date field in words', async () => {
    const stopped = rule('r9', { status: 'paused', name: 'Broken rule', run_error: 'The runner could not run this rule: date out of range: "1000000000"', run_error_at: '2026-11-24T15:04:00.000Z' });
    setup({ 'GET /api/enrollment/sequences/s1/rules': { success: true, rules: [rule('r1'), stopped] } });
    const rows = await screen.findAllByTestId('enrollment-rule');
    expect(within(rows[0] as HTMLElement).queryByTestId('rule-run-error')).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Contact created')).toBeInTheDocument();
    const alert = within(rows[1] as HTMLElement).getByTestId('rule-run-error');
    expect(alert).toHaveTextContent(/^Paused by the runner on Nov 24, 2026 \d\d:04\. The runner could not run this rule: date out of range: "1000000000"\. Fix the rule, then start it again\.$/);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('opens the Preview tab after a rule preview', async () => {
    setup({
      'POST /api/enrollment/rules/r1/preview': {
        success: true,
        preview: { total_eligible: 120, daily_projection: 40, days_remaining: 3, contacts: [{ id: 'c1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', created_at: '2026-11-01T10:00:00Z' }] },
      },
    });
    const rows = await screen.findAllByTestId('enrollment-rule');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('tab', { name: 'Preview', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Total Eligible')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText('Sample Contacts (first 50)')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  });

  it('refuses a rule without name and start date, then creates one with the defaults', async () => {
    const { posted } = setup({ 'POST /api/enrollment/rules': { success: true, rule: rule('r9', { name: 'Fresh' }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Name and start date are required')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Fresh');
    await userEvent.type(within(dialog).getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Enrollment rule created successfully')).toBeInTheDocument();
    const body: unknown = JSON.parse(String(posted('/api/enrollment/rules')[0]?.init?.body));
    expect(body).toMatchObject({
      sequence_id: 's1', name: 'Fresh', start_date: '2026-12-01', date_field: 'created_at', include_future: false, timezone: 'UTC',
      caps_json: { daily_org_limit: 1000, daily_sequence_limit: 100 }, send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
    });
  });

  it('disables Unenroll where not allowed, with the reason, and unenrolls the selected active rows', async () => {
    const { posted } = setup({ 'POST /api/enrollment/sequences/s1/enrollments/bulk-unenroll': { success: true, unenrolled: 2 } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent Enrollments (3)' }));
    const rows = await screen.findAllByTestId('enrollment-row');
    const ended = within(rows[2] as HTMLElement).getByRole('button', { name: 'Unenroll' });
    expect(ended).toBeDisabled();
    await userEvent.hover(ended.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Enrollment already ended');
    expect(screen.getByRole('button', { name: 'Unenroll 0' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Select all active'));
    await userEvent.click(screen.getByRole('button', { name: 'Unenroll 2' }));
    expect(await screen.findByText('Unenrolled 2 contact(s) successfully')).toBeInTheDocument();
    expect(JSON.parse(String(posted('/api/enrollment/sequences/s1/enrollments/bulk-unenroll')[0]?.init?.body))).toEqual({ enrollment_ids: ['e1', 'e2'] });
  });

  it('shows "No enrollments yet" when Show Active only leaves nothing', async () => {
    setup({ 'GET /api/enrollment/sequences/s1/enrollments': { success: true, total: 1, enrollments: [enrollmentRow('e3', { state: 'completed', can_unenroll: false, disabled_reason: 'not_active' })] } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent Enrollments (1)' }));
    await screen.findAllByTestId('enrollment-row');
    await userEvent.click(screen.getByLabelText('Show Active only'));
    expect(screen.getByText('No enrollments yet')).toBeInTheDocument();
  });

  it('shows the analytics cards, and the error with Retry when the summary fails', async () => {
    let failing = true;
    setup({ 'GET /api/sequences/s1/analytics/summary': () => (failing ? json({ success: false, message: 'boom' }, 500) : json(summary)) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Analytics Dashboard' }));
    expect(await screen.findByText('Error loading analytics: boom')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Lifetime')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
    expect(screen.getByText('Live Active Runs')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText(/^Step 2 · next Step 2: Your quote/)).toBeInTheDocument();
    expect(screen.getByText('Unknown Contact')).toBeInTheDocument();
    expect(screen.getByText('Recent Activity (30d)')).toBeInTheDocument();
    expect(screen.getByText('Steps completed: 9')).toBeInTheDocument();
    expect(screen.queryByText('No outcomes yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No activity in the last 30 days')).not.toBeInTheDocument();
  });

  it('says when enrollment data could not be loaded', async () => {
    setup({ 'GET /api/enrollment/sequences/s1/rules': json({ success: false, message: 'down' }, 503) });
    expect(await screen.findByText('Some enrollment data could not be loaded')).toBeInTheDocument();
  });
});
