import type { ReactElement } from 'react';
import { createFetchMock, signedIn } from '../../test/fetch-mock';
import { makeServices, renderInAdmin } from '../../test/render';
import type { DeliveryRow, OutboxItem, RunRow } from '../ops-types';
import { outboxStatus } from '../shared/ops-format';

/** Records and a rendering harness for the operations screens' specs (the real providers over a fetch stand-in). */

export const runRow = (id: string, extra: Partial<RunRow> = {}): RunRow => ({
  id,
  contact_id: `c-${id}`,
  first_name: 'Ann',
  last_name: 'Lee',
  contact_name: 'Ann Lee',
  customer_name: 'Ann Lee',
  email: 'ann@example.com',
  sequence_id: 's1',
  sequence_name: 'Spring movers',
  state: 'active',
  status: 'active',
  current_step: 0,
  retry_count: 0,
  next_run_at: '2030-01-01T15:00:00.000Z',
  end_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  can_act: true,
  ...extra,
});

export const deliveryRow = (id: string, extra: Partial<DeliveryRow> = {}): DeliveryRow => ({
  id,
  kind: 'sequence',
  error: null,
  first_name: 'Ann',
  last_name: 'Lee',
  to_email: 'ann@example.com',
  sequence_name: 'Spring movers',
  status: 'sent',
  provider: 'smtp',
  message_id: `<${id}@mail.example>`,
  idempotency_key: `run-${id}:step-1`,
  created_at: '2026-11-23T10:00:00.000Z',
  sent_at: '2026-11-23T10:00:00.000Z',
  delivered_at: null,
  ...extra,
});

export const outboxItem = (id: string, extra: Partial<OutboxItem> = {}): OutboxItem => {
  const item = {
    id,
    event_type: 'enrollment.step_sent',
    idempotency_key: `evt-${id}`,
    attempts: 0,
    next_run_at: '2026-11-23T10:05:00.000Z',
    created_at: '2026-11-23T10:00:00.000Z',
    processed_at: null,
    last_error: null,
    payload: { enrollment_id: 'e1', step: 1 },
    ...extra,
  };
  return { ...item, status: outboxStatus(item) };
};

export const runsAnswer = (rows: RunRow[], total = rows.length, page = 1) => ({
  success: true,
  data: rows,
  enrollments: rows,
  pagination: { page, total, pages: Math.max(1, Math.ceil(total / 20)) },
});

export const renderOpsScreen = (ui: ReactElement, routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn('admin'), ...routes });
  renderInAdmin(ui, { services: makeServices(fetchMock) });
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  return { calls, callsTo, queryOf, fetchMock };
};
