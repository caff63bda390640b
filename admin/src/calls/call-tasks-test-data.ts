import { vi } from 'vitest';
import { createFetchMock, json, type RouteHandler } from '../test/fetch-mock';
import type { CallTask } from './call-tasks-api';

/** An open, live call task for specs ("Call Dana Whitfield — step 3 of New lead follow-up"); override what a test is about. */
export const makeCallTask = (overrides: Partial<CallTask> = {}): CallTask => ({
  id: 'task-1',
  title: 'Call Dana Whitfield — step 3 of New lead follow-up',
  assignee: 'Sam Rivera',
  status: 'open',
  outcome: null,
  due_at: '2027-03-05T16:00:00.000Z',
  expires_at: '2027-03-06T16:00:00.000Z',
  completed_at: null,
  overdue: false,
  step_order: 3,
  sequence: { id: 'seq-1', name: 'New lead follow-up' },
  enrollment_id: 'enr-1',
  opportunity_id: 'opp-1',
  contact: { id: 'contact-1', name: 'Dana Whitfield', email: 'dana@example.com' },
  run_live: true,
  ...overrides,
});

/**
 * GET /api/call-tasks answered like the server from what `tasks()` holds now: status=open keeps the open tasks whose
 * run is live, soonest due first (status=all keeps all, in the order given); opportunity_id and limit filter; total
 * counts beyond the limit.
 */
export const callTasksRoute = (tasks: () => CallTask[]): RouteHandler => ({ url }) => {
  const params = new URL(url, 'http://localhost').searchParams;
  const open = (params.get('status') ?? 'open') === 'open';
  const opportunityId = params.get('opportunity_id');
  const limit = Number(params.get('limit') ?? 50);
  const matching = tasks()
    .filter((task) => (open ? task.status === 'open' && task.run_live : true))
    .filter((task) => opportunityId === null || task.opportunity_id === opportunityId);
  if (open) matching.sort((a, b) => a.due_at.localeCompare(b.due_at));
  return json({ success: true, total: matching.length, tasks: matching.slice(0, limit) });
};

/**
 * Installs a global fetch that answers GET /api/call-tasks (component specs over the in-memory data provider: the
 * call-task read is a direct GET). `answer` is the task list, or any response. Returns the query of each request.
 */
export const serveCallTasks = (answer: CallTask[] | (() => CallTask[]) | (() => Response) = []) => {
  const read = typeof answer === 'function' ? answer : () => answer;
  const { fetchMock, calls } = createFetchMock({
    'GET /api/call-tasks': (request: Parameters<RouteHandler>[0]) => {
      const result = read();
      return result instanceof Response ? result : callTasksRoute(() => result)(request);
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Each GET /api/call-tasks query, as an object. */
    queries: () => calls.filter((call) => call.path === '/api/call-tasks').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams)),
  };
};
