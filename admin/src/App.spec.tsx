import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { ErrorFallback } from './layout/ErrorFallback';
import { createFetchMock, healthBody, healthyReport, json, signedIn, signedOut } from './test/fetch-mock';
import { makeServices, renderApp } from './test/render';

const settingsData = {
  environment: 'development',
  build_revision: 'abc1234',
  public_url: 'http://localhost:3000',
  app_roles: ['api', 'worker'],
  ops_for_all: false,
  sign_in: {
    provider: 'dev-idp',
    issuer_url: 'http://localhost:3000/dev-idp',
    client_id: 'lead-automation',
    tenant_id: null,
    allowed_email_domains: ['movers.example'],
    admin_group_ids_configured: false,
    admin_emails_configured: 2,
  },
  session: { idle_timeout_minutes: 30, max_age_hours: 12 },
  mail: { provider: 'smtp', configured: true },
  crm: { provider: 'HubSpot', configured: false, base_url: null },
  queues: { prefix: 'la', dashboard_url: '/admin/queues' },
  inbound_mail: {
    ooo_default_days: 7, ooo_max_days: 60, soft_bounce_limit: 3, domain_hold_hours: 6, pause_policy_domains: 3, pause_policy_window_hours: 24,
    pause_window_sends: 1000, pause_hard_bounce_percent: 5, pause_complaint_percent: 0.3, pause_min_events: 3,
  },
};

const dashboardData = {
  health: { worker_ok: true, api_ms: 12, queue_depth: 0, failed_jobs: 0 },
  totals: { total: 1234, enriched: 1000, with_phone: 900, with_move_date: 800, synced: 700 },
  last24h: { new: 25 },
  trend: [{ date: '2027-03-05', new: 25, synced: 20 }],
  stuck: [],
  recent: [],
};

const start = (path: string, status = signedIn()) => {
  const { fetchMock } = createFetchMock({
    'GET /auth/status': status,
    'GET /auth/login': { success: true, auth_url: 'https://idp.example/a' },
    'GET /api-health': healthBody(healthyReport),
    'GET /api/settings': { success: true, data: settingsData },
    'GET /api/dashboard/summary': { success: true, data: dashboardData, error: null },
    'GET /api/dashboard/recent': { success: true, data: [] },
    'GET /api/reports/lead-refunds': ({ url }: { url: string }) =>
      json({ success: true, month: new URL(url, 'http://localhost').searchParams.get('month'), providers: [] }),
  });
  renderApp({ services: makeServices(fetchMock), path });
};

const location = () => screen.getByTestId('location');

describe('App routes', () => {
  // The lazy screens are compiled by the test runner the first time they load: do it before the tests, with time to
  // spare on a loaded machine, so each test's own timeout covers only what it checks.
  beforeAll(async () => {
    await Promise.all([import('./login/LoginPage'), import('./dashboard/DashboardPage'), import('./layout/NotFoundPage')]);
  }, 60_000);

  // Generous: on a loaded 2-core machine the first signed-out render has taken more than 10 s.
  it('sends signed-out visitors of any path to /login', async () => {
    start('/settings', signedOut);
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login/);
  }, 30_000);

  it('shows the Dashboard at /', async () => {
    start('/');
    // The first render compiles the lazy Dashboard chunk (many icons) in the test runner: allow it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Automation Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    const total = await screen.findByRole('group', { name: 'Total Opportunities' });
    expect(total).toHaveTextContent('1,234');
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/campaigns', '/automation/templates'],
    ['/campaigns/templates', '/automation/templates'],
    ['/campaigns/sequences', '/automation/sequences'],
    ['/sequence-designer', '/automation/sequences'],
    ['/campaigns/active', '/automation/runs'],
    ['/campaigns/analytics', '/analytics'],
    ['/sequence-designer/42', '/automation/sequences/42'],
  ])('redirects %s to %s', async (from, to) => {
    start(from);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${to}$`)));
  });

  it('shows a not-found page inside the shell for unknown paths', async () => {
    start('/no/such/screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/such/screen');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('shows the Lead refunds report at /reports/lead-refunds, for the month in the address', async () => {
    start('/reports/lead-refunds?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'Lead refunds', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No leads from lead providers in November 2026.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  }, 30_000);

  it('renders Settings with appearance, health and configuration', async () => {
    start('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(await screen.findByText('Development identity provider')).toBeInTheDocument();
    expect(screen.getByText('movers.example')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('HubSpot')).toBeInTheDocument();
    expect(screen.getByText('3 recipient domains refuse our mail within 24 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Health' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(window.localStorage.getItem('la.theme')).toBe('"dark"');
  });
});

describe('ErrorFallback', () => {
  it("shows 'Something went wrong' and resets on 'Try Again'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = { fail: true };
    const Flaky = () => {
      if (state.fail) throw new Error('bad payload');
      return <p>Recovered</p>;
    };
    render(
      <ErrorBoundary fallback={(props) => <ErrorFallback {...props} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/The server returned data this screen could not display/)).toBeInTheDocument();
    state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
