import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, defaultI18nProvider, memoryStore, type RaRecord, type UserIdentity } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import type { SequenceHistoryEvent, SequenceRecord, SequenceStep, SequenceTestSendResult, TemplateRecord } from '../../../api/types';
import type { SequenceDesignerMethods } from '../../../providers/sequence-designer-methods';
import { SidebarNav } from '../../../layout/SidebarNav';
import { visibleNavGroups } from '../../../layout/navigation';
import { AppNotifications } from '../../../notifications/AppNotifications';
import { signedInAuthProvider } from '../../../test/auth-provider';
import { createMemoryDataProvider } from '../../../test/memory-data-provider';
import { LocationProbe, renderInAdmin } from '../../../test/render';

/** Records and a rendering harness for the sequence designer, detail page and older designer specs. */

export const SIGNED_IN = { id: 'user-1', fullName: 'Dana Mover', email: 'dana@movers.example' };

/** A staff user (no admin role) unless a test signs in someone else. */
export const authProvider = signedInAuthProvider(SIGNED_IN);

export const template = (id: string, extra: Partial<TemplateRecord> = {}): TemplateRecord => ({
  id,
  name: `Template ${id}`,
  subject: 'Hello {{firstName}}',
  html: '<p>Your move on {{moveDate}} is booked.</p>',
  text: '',
  tags: [],
  variables: ['firstName', 'moveDate'],
  folder_id: null,
  owner_user_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
} as TemplateRecord);

export const savedStep = (order: number, templateId: string | null = 't1', delaySeconds = 0, extra: Partial<SequenceStep> = {}): SequenceStep => ({
  id: `st-${order}`,
  step_order: order,
  step_index: order - 1,
  type: 'email',
  template_id: templateId,
  template: templateId,
  delay_seconds: delaySeconds,
  duration: 'PT0S',
  subject: 'Hello {{firstName}}',
  subject_override: null,
  from_override: null,
  quiet_hours: null,
  skip_if: null,
  stop_if: null,
  wait_until: null,
  config: null,
  ...extra,
});

export const sequence = (id: string, extra: Partial<SequenceRecord> = {}): SequenceRecord => ({
  id,
  name: `Sequence ${id}`,
  description: 'Nurtures new leads',
  is_active: true,
  goal_statuses: ['booked'],
  goal_move_date_passed: false,
  state: 'ready',
  stop_on_reply: false,
  stop_on_ooo: false,
  stop_on_bounce: true,
  reply_lookback_hours: 72,
  step_count: 2,
  active_enrollments: 3,
  canceled_enrollments: 0,
  completed_enrollments: 1,
  total_enrollments: 4,
  completion_rate: 25,
  eligible_count: 0,
  enrollment_rules: [],
  enrollments_24h: 0,
  on_reply_next_step_id: null,
  on_no_reply_next_step_id: null,
  // The signed-in user's own sequence unless a test says otherwise.
  owner_user_id: SIGNED_IN.id,
  paused_at: null,
  deleted_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

export const SENT: SequenceTestSendResult = {
  success: true,
  provider: 'graph',
  from: 'Movers <no-reply@movers.example>',
  to: SIGNED_IN.email,
  request_id: 'req-1',
  error: null,
  delivery_id: 'd-1',
  subject: 'Hello Maria',
  idempotent: false,
};

export const historyEvent = (id: string, extra: Partial<SequenceHistoryEvent> = {}): SequenceHistoryEvent => ({
  id,
  type: 'updated',
  summary: 'Renamed',
  actor: { name: 'Dana Mover', email: SIGNED_IN.email },
  at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  details: {},
  ...extra,
});

/** The designer methods as vi.fn stubs with plain answers (override per test). */
export const designerMethods = (steps: SequenceStep[] = []) => ({
  getSequenceSteps: vi.fn<SequenceDesignerMethods['getSequenceSteps']>(() => Promise.resolve(steps)),
  saveSequenceSteps: vi.fn<SequenceDesignerMethods['saveSequenceSteps']>((_id, input) =>
    Promise.resolve(input.map((step, index) => savedStep(index + 1, step.template_id ?? null, step.delay_seconds, { id: step.id ?? `saved-${index + 1}` }))),
  ),
  testSendSequence: vi.fn<SequenceDesignerMethods['testSendSequence']>(() => Promise.resolve(SENT)),
  getSequenceHistory: vi.fn<SequenceDesignerMethods['getSequenceHistory']>(() => Promise.resolve([])),
});

export interface RenderSequenceOptions {
  path: string;
  sequences?: RaRecord[];
  templates?: TemplateRecord[];
  methods?: ReturnType<typeof designerMethods>;
  /** Who is signed in (SIGNED_IN, a staff user, by default). */
  identity?: UserIdentity;
}

const providersFor = (options: RenderSequenceOptions) => {
  const methods = options.methods ?? designerMethods();
  const searchTemplates = vi.fn(() => Promise.resolve(options.templates ?? []));
  const { provider, memory } = createMemoryDataProvider(
    { sequences: options.sequences ?? [], templates: (options.templates ?? []) as unknown as RaRecord[] },
    { searchTemplates },
  );
  return { dataProvider: Object.assign(provider, methods), memory, methods };
};

/** Renders a screen under its route, over the in-memory provider plus the designer methods. */
export const renderSequenceScreen = (routePath: string, screen: ReactElement, options: RenderSequenceOptions) => {
  const { dataProvider, memory, methods } = providersFor(options);
  const view = renderInAdmin(
    <Routes>
      <Route path={routePath} element={screen} />
      <Route path="*" element={null} />
    </Routes>,
    { dataProvider, authProvider: signedInAuthProvider(options.identity ?? SIGNED_IN), path: options.path },
  );
  return { ...view, provider: dataProvider, memory, methods };
};

/**
 * The same under a data router (as the app mounts it, so navigation can be blocked), beside the real sidebar links
 * and a stand-in page for the other paths.
 */
export const renderSequenceScreenWithSidebar = (routePath: string, screen: ReactElement, options: RenderSequenceOptions) => {
  const { dataProvider, memory, methods } = providersFor(options);
  const shell = (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} i18nProvider={defaultI18nProvider}>
      <SidebarNav groups={visibleNavGroups({ role: 'staff', opsForAll: false })} collapsed={false} />
      <Routes>
        <Route path={routePath} element={screen} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <AppNotifications />
      <LocationProbe />
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: [options.path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, provider: dataProvider, memory, methods };
};
