import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../api/types';
import { ApiError } from '../providers/api-error';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { ConfigurationCard, inboundMailRows } from './ConfigurationCard';

const settings: AppSettings = {
  environment: 'production',
  build_revision: 'abc1234',
  public_url: 'https://leads.example.com',
  app_roles: ['api', 'worker'],
  ops_for_all: false,
  demo_mode: false,
  sign_in: {
    provider: 'entra-id',
    issuer_url: 'https://login.example.com/tenant/v2.0',
    client_id: 'client-1',
    tenant_id: null,
    allowed_email_domains: ['example.com', 'example.org'],
    admin_group_ids_configured: true,
    admin_emails_configured: 2,
  },
  session: { idle_timeout_minutes: 30, max_age_hours: 12 },
  mail: { provider: 'smtp', configured: true, from: 'Moving Co <hello@example.com>', catcher_running: false },
  crm: { provider: 'HubSpot', configured: false, base_url: null },
  queues: { prefix: 'leads', dashboard_url: '/admin/queues' },
  inbound_mail: {
    ooo_default_days: 7, ooo_max_days: 60, soft_bounce_limit: 3, domain_hold_hours: 6, pause_policy_domains: 3, pause_policy_window_hours: 24,
    pause_window_sends: 1000, pause_hard_bounce_percent: 5, pause_complaint_percent: 0.3, pause_min_events: 3,
  },
  sending: { mailboxes: ['hello@example.com'], mailboxes_env_var: 'MAIL_FROM', limits: [], time_zone: 'UTC' },
};

const start = (getSettings: () => Promise<AppSettings>) => {
  const { provider } = createMemoryDataProvider({}, { getSettings });
  renderInAdmin(<ConfigurationCard />, { dataProvider: provider });
  return provider;
};

/** The value next to a label inside one section. */
const value = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' }).nextSibling;

describe('ConfigurationCard', () => {
  it('lists the effective settings by area', async () => {
    start(async () => settings);
    expect(await screen.findByRole('region', { name: 'Environment' })).toBeInTheDocument();
    expect(value('Environment', 'Environment')).toHaveTextContent('production');
    expect(value('Environment', 'Process roles')).toHaveTextContent('api, worker');
    expect(value('Environment', 'Operations screens for everyone')).toHaveTextContent('No');
    expect(within(screen.getByRole('region', { name: 'Environment' })).getByRole('link', { name: '/admin/queues' })).toHaveAttribute('target', '_blank');
    expect(value('Sign-in provider', 'Provider')).toHaveTextContent('Microsoft Entra ID');
    expect(value('Sign-in provider', 'Tenant ID')).toHaveTextContent('—');
    expect(value('Sign-in provider', 'Allowed email domains')).toHaveTextContent('example.com, example.org');
    expect(value('Sign-in provider', 'Admin groups configured')).toHaveTextContent('Yes');
    expect(value('Sign-in provider', 'Admin emails configured')).toHaveTextContent('2');
    expect(value('Mail provider', 'Configured')).toHaveTextContent('Yes');
    expect(value('Mail provider', 'Sender')).toHaveTextContent('Moving Co <hello@example.com>');
    expect(value('Mail provider', 'Mail catcher')).toHaveTextContent('Off');
    expect(value('CRM connection', 'Base URL')).toHaveTextContent('—');
    expect(value('Sessions', 'Idle timeout')).toHaveTextContent('30 minutes');
    expect(value('Sessions', 'Maximum age')).toHaveTextContent('12 hours');
  });

  it('words the inbound-mail thresholds: when a mailbox pauses, how long a domain is held, out-of-office and soft bounces', async () => {
    start(async () => settings);
    const section = await screen.findByRole('region', { name: 'Inbound mail' });
    const rows = within(section).getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);
    expect(rows).toEqual([
      'Pause a mailbox when 3 recipient domains refuse our mail within 24 h',
      '… or when hard bounces reach 5% of its last 1,000 sends (at least 3)',
      '… or when spam complaints reach 0.3% of its last 1,000 sends (at least 3)',
      'Hold a refusing domain for 6 h',
      'Out-of-office 7 days when no date, at most 60 days',
      'Soft bounces in a row that suppress 3',
    ]);
  });

  it('words one of a kind in the singular', () => {
    const one = inboundMailRows({ ...settings.inbound_mail, pause_policy_domains: 1, pause_window_sends: 1, ooo_default_days: 1 });
    expect(one[0]?.value).toBe('1 recipient domain refuses our mail within 24 h');
    expect(one[1]?.value).toBe('hard bounces reach 5% of its last 1 send (at least 3)');
    expect(one[4]?.value).toBe('1 day when no date, at most 60 days');
  });

  it('shows empty values as "—" and names a disabled sign-in', async () => {
    start(async () => ({
      ...settings,
      app_roles: [],
      sign_in: { ...settings.sign_in, provider: 'none', issuer_url: null, client_id: null, allowed_email_domains: [], admin_emails_configured: 0 },
      queues: { prefix: 'leads', dashboard_url: '' },
    }));
    expect(await screen.findByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    expect(value('Environment', 'Process roles')).toHaveTextContent('—');
    expect(value('Environment', 'Queues dashboard')).toHaveTextContent('—');
    expect(value('Sign-in provider', 'Provider')).toHaveTextContent('None (sign-in disabled)');
    expect(value('Sign-in provider', 'Issuer URL')).toHaveTextContent('—');
    expect(value('Sign-in provider', 'Allowed email domains')).toHaveTextContent('—');
    expect(value('Sign-in provider', 'Admin emails configured')).toHaveTextContent('0');
  });

  it('shows the error with Retry, and loads on Retry', async () => {
    let calls = 0;
    const provider = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ message: 'Forbidden', status: 403 });
      return settings;
    });
    expect(await screen.findByText('Failed to load settings: Forbidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Environment' })).toBeInTheDocument();
    expect(provider.getSettings).toHaveBeenCalledTimes(2);
  });
});
