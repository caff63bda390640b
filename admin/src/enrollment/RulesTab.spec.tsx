import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import type { EnrollmentRule } from '../api/types';
import { EnrollmentDrawer } from './EnrollmentDrawer';
import { rule } from './enrollment-test-data';

const SEQUENCE = { id: 's1', name: 'Spring movers', step_count: 2, owner_user_id: 'u1' };

const autumn = rule('r1', {
  name: 'Autumn', status: 'paused', date_field: 'first_seen_at', timezone: 'America/Chicago', end_date: '2026-12-31',
  caps_json: { daily_org_limit: 500, daily_sequence_limit: 2 }, send_window_json: { days: [1, 3], start_hour: 9, end_hour: 17 },
  criteria_json: { filters: [{ field: 'lead_source', op: 'in', value: ['web_form', 'email'] }], exclusions: ['bounced'] },
});

const setup = (rules: EnrollmentRule[], routes: Parameters<typeof createFetchMock>[0] = {}) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/enrollment/sequences/s1/rules': { success: true, rules },
    'GET /api/enrollment/sequences/s1/enrollments': { success: true, total: 0, enrollments: [] },
    'GET /api/sequences/s1/analytics/summary': json({ success: false, message: 'not here' }, 404),
    ...routes,
  });
  renderInAdmin(<EnrollmentDrawer open sequence={SEQUENCE} onClose={vi.fn()} />, { services: makeServices(fetchMock) });
  const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { sent };
};

afterEach(() => vi.unstubAllGlobals());

describe('RulesTab: editing a rule', () => {
  it("shows each rule's criteria in words and why its last run enrolled nobody", async () => {
    const lastRun = { at: new Date().toISOString(), enrolled: 0, enrolled_today: 0, cap_reached: false, scanned: 17, complete: true, skipped: { enrolled_before: 15, joined_after_start: 2 } };
    setup([{ ...autumn, status: 'active', last_run: lastRun }, rule('r2')]);
    const rows = await screen.findAllByTestId('enrollment-rule');
    expect(within(rows[0] as HTMLElement).getByTestId('rule-criteria')).toHaveTextContent('Who: Lead source is one of web_form, email; excluding Bounced');
    expect(within(rows[0] as HTMLElement).getByTestId('rule-last-run')).toHaveTextContent('Enrolled 0 today: 15 enrolled by this rule before, 2 added after the rule started');
    expect(within(rows[0] as HTMLElement).getByText('First seen')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByTestId('rule-criteria')).toHaveTextContent('Who: Everyone');
    expect(within(rows[1] as HTMLElement).queryByTestId('rule-last-run')).not.toBeInTheDocument();
  });

  it('offers Edit on draft and paused rules only', async () => {
    setup([rule('r1'), rule('r2', { status: 'paused' }), rule('r3', { status: 'active' }), rule('r4', { status: 'stopped' }), rule('r5', { status: 'completed' })]);
    const rows = await screen.findAllByTestId('enrollment-rule');
    const hasEdit = rows.map((row) => within(row).queryByRole('button', { name: 'Edit' }) !== null);
    expect(hasEdit).toEqual([true, true, false, false, false]);
  });

  it('opens the same dialog pre-filled, in words, and saves the changes with PUT', async () => {
    const { sent } = setup([autumn], { 'PUT /api/enrollment/rules/r1': { success: true, rule: { ...autumn, name: 'Fall' } } });
    const [row] = await screen.findAllByTestId('enrollment-rule');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Autumn');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('2026-12-31');
    expect(within(dialog).getByRole('combobox', { name: 'Date field' })).toHaveTextContent('First seen');
    expect(within(dialog).getByRole('combobox', { name: 'Timezone' })).toHaveValue('America/Chicago');
    expect(within(dialog).getByLabelText('Daily sequence cap')).toHaveValue(2);
    expect(within(dialog).getByRole('combobox', { name: 'Field' })).toHaveTextContent('Lead source');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('web_form, email');
    expect(within(dialog).getByLabelText('Bounced')).toBeChecked();
    expect(within(dialog).getByLabelText('Wed')).toBeChecked();
    expect(within(dialog).getByLabelText('Tue')).not.toBeChecked();

    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Fall');
    await userEvent.clear(within(dialog).getByLabelText('Description'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enrollment rule updated successfully')).toBeInTheDocument();
    const body: unknown = JSON.parse(String(sent('PUT', '/api/enrollment/rules/r1')[0]?.init?.body));
    expect(body).toEqual({
      name: 'Fall', description: '', date_field: 'first_seen_at', start_date: '2026-11-01', end_date: '2026-12-31',
      include_future: false, caps_json: { daily_org_limit: 500, daily_sequence_limit: 2 }, send_window_json: { days: [1, 3], start_hour: 9, end_hour: 17 },
      timezone: 'America/Chicago', criteria_json: { filters: [{ field: 'lead_source', op: 'in', value: ['web_form', 'email'] }], exclusions: ['bounced'] },
    });
    expect(sent('POST', '/api/enrollment/rules')).toHaveLength(0);
  });

  it("shows the server's refusal when the rule was started meanwhile", async () => {
    setup([rule('r1')], {
      'PUT /api/enrollment/rules/r1': json({ success: false, error: 'Pause the rule to edit it', message: 'Pause the rule to edit it', error_code: 'RULE_NOT_EDITABLE' }, 409),
    });
    const [row] = await screen.findAllByTestId('enrollment-rule');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Pause the rule to edit it')).toBeInTheDocument();
  });
});

describe('NewRuleDialog: timezone and date field', () => {
  it('picks the timezone from a searchable list of IANA zones and names the date fields in words', async () => {
    const { sent } = setup([], { 'POST /api/enrollment/rules': { success: true, rule: rule('r9') } });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Rule' });
    expect(within(dialog).getByText("Lead source, opportunity status, move date and days until move are those of the contact's latest lead.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Date field' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Contact created', 'First seen']);
    await userEvent.click(screen.getByRole('option', { name: 'First seen' }));

    const zone = within(dialog).getByRole('combobox', { name: 'Timezone' });
    expect(zone).toHaveValue('UTC');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Chica');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['America/Chicago']);
    await userEvent.type(zone, '{Enter}');
    expect(zone).toHaveValue('America/Chicago');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.tab();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Chi');
    await userEvent.type(within(dialog).getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Enrollment rule created successfully')).toBeInTheDocument();
    expect(JSON.parse(String(sent('POST', '/api/enrollment/rules')[0]?.init?.body))).toMatchObject({ timezone: 'America/Chicago', date_field: 'first_seen_at' });
  });
});
