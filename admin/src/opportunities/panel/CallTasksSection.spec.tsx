import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CallOutcomeInput, CallOutcomeResult } from '../../api/types';
import { makeCallTask, serveCallTasks } from '../../calls/call-tasks-test-data';
import type { CallTask } from '../../calls/call-tasks-api';
import { json } from '../../test/fetch-mock';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { OpportunityPanel } from './OpportunityPanel';
import { makeItem } from './test-opportunity';

/** Local times in a later year, so the words never depend on today or the timezone. */
const at = (month: number, day: number, hour: number) => new Date(2099, month - 1, day, hour).toISOString();

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Dana Mover' }),
};

/** The panel of a call lead (the tracker shows) over the in-memory data provider; GET /api/call-tasks answers `answer`. */
const setup = (answer: Parameters<typeof serveCallTasks>[0], record?: (input: CallOutcomeInput) => void) => {
  const served = serveCallTasks(answer);
  const item = makeItem({}, { lead_source: 'inbound_call' });
  const { provider } = createMemoryDataProvider(
    { opportunities: [{ ...item }], 'call-history': [] },
    {
      recordCallOutcome: async (input: CallOutcomeInput): Promise<CallOutcomeResult> => {
        record?.(input);
        return {
          success: true,
          id: 'call-1',
          call_date: at(3, 5, 15),
          customer_service_agent: input.agent,
          phone_number: input.phone_number,
          outcome: input.outcome,
          notes: input.notes ?? null,
          follow_up_triggered: false,
          follow_up_actions: [],
        };
      },
    },
  );
  renderInAdmin(<OpportunityPanel opportunity={item} onClose={() => undefined} />, { dataProvider: provider, authProvider });
  return served;
};

const panel = () => screen.getByRole('dialog', { name: 'Opportunity Details' });
const section = () => within(panel()).findByRole('region', { name: 'Call tasks' });
const rows = async () => within(await section()).getAllByTestId('call-task');

describe('OpportunityPanel: Call tasks', () => {
  it("lists the opportunity's tasks, open ones first with their due time, closed ones with their outcome", async () => {
    // The server's order for status=all: newest first.
    const tasks: CallTask[] = [
      makeCallTask({ id: 'done', title: 'Call Jordan Lee — step 2 of New lead follow-up', status: 'done', outcome: 'no_answer', completed_at: at(3, 3, 10) }),
      makeCallTask({ id: 'expired', title: 'Call Jordan Lee — step 1 of New lead follow-up', status: 'expired', expires_at: at(3, 2, 9) }),
      makeCallTask({ id: 'open', title: 'Call Jordan Lee — step 3 of New lead follow-up', due_at: at(3, 5, 16), assignee: null }),
      makeCallTask({ id: 'other', opportunity_id: 'opp-2', title: 'Call Someone Else — step 1 of Quote chaser' }),
    ];
    const { queries } = setup(tasks);
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(queries()).toEqual([{ status: 'all', opportunity_id: 'opp-1', limit: '50' }]);

    const [open, done, expired] = await rows();
    expect(open).toHaveTextContent('Call Jordan Lee — step 3 of New lead follow-up');
    expect(within(open).getByTestId('call-task-state')).toHaveTextContent('due Mar 5, 2099, 4 pm · Unassigned');
    expect(done).toHaveTextContent('Call Jordan Lee — step 2 of New lead follow-up');
    expect(within(done).getByTestId('call-task-state')).toHaveTextContent('Outcome: no answer · Mar 3, 2099, 10:00 AM');
    expect(within(expired).getByTestId('call-task-state')).toHaveTextContent('Expired without an outcome · Mar 2, 2099, 9:00 AM');
    expect(panel()).not.toHaveTextContent('Call Someone Else');
  });

  it('marks an overdue task in the error colour', async () => {
    setup([makeCallTask({ due_at: at(1, 1, 9), overdue: true })]);
    const [row] = await rows();
    expect(within(row).getByTestId('call-task-due')).toHaveAttribute('data-overdue', 'true');
  });

  it('has no Call tasks section when the opportunity has none', async () => {
    const { queries } = setup([makeCallTask({ opportunity_id: 'opp-2' })]);
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(await within(panel()).findByText('No activity yet')).toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: 'Call tasks' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('region', { name: 'Customer Service Calls' })).toBeInTheDocument();
  });

  it('says "Failed to load call tasks" when the read fails, and Retry reads it again', async () => {
    let fail = true;
    setup(() => (fail ? json({ success: false, error: 'boom' }, 500) : json({ success: true, total: 1, tasks: [makeCallTask()] })));
    expect(await within(await section()).findByText('Failed to load call tasks')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(await section()).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('reads the tasks again after a call outcome is recorded, so the closed task shows its outcome', async () => {
    const tasks = [makeCallTask({ due_at: at(3, 5, 16) })];
    const { queries } = setup(
      () => tasks,
      (input) => {
        tasks[0] = { ...tasks[0], status: 'done', outcome: input.outcome, completed_at: at(3, 5, 15) };
      },
    );
    const [row] = await rows();
    expect(within(row).getByTestId('call-task-state')).toHaveTextContent('due Mar 5, 2099, 4 pm · Sam Rivera');

    const calls = within(panel()).getByRole('region', { name: 'Customer Service Calls' });
    await userEvent.click(within(calls).getByRole('button', { name: /No Answer/ }));
    await waitFor(() => expect(within(calls).getByLabelText(/Agent Name/)).toHaveValue('Dana Mover'));
    await userEvent.click(within(calls).getByRole('button', { name: 'Record Call Outcome' }));
    expect(await within(calls).findByText('Call outcome recorded successfully!')).toBeInTheDocument();

    await waitFor(async () => expect(within((await rows())[0]).getByTestId('call-task-state')).toHaveTextContent('Outcome: no answer'));
    expect(queries().length).toBeGreaterThanOrEqual(2);
  });
});
