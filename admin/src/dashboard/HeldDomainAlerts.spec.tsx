import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/date';
import { ApiError } from '../providers/api-error';
import type { DomainHold } from '../providers/mailbox-pause-methods';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { HeldDomainAlerts, heldDomainText } from './HeldDomainAlerts';

const HELD_UNTIL = '2026-11-23T16:00:00.000Z';

const hold = (domain: string, extra: Partial<DomainHold> = {}): DomainHold => ({
  domain,
  held_until: HELD_UNTIL,
  reason: 'The receiving server refused our mail: 5.7.1 550 5.7.1 Message rejected: SPF check failed',
  status_code: '5.7.1',
  mailbox: 'sales@movingco.example',
  inbound_message_id: `in-${domain}`,
  created_at: '2026-11-23T10:00:00.000Z',
  ...extra,
});

const signedInAs = (role: 'admin' | 'staff'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Pat Admin', email: 'pat@movingco.example', role }),
});

const start = (role: 'admin' | 'staff', items: DomainHold[], failRelease = false) => {
  let list = [...items];
  const { provider } = createMemoryDataProvider({}, {
    getDomainHolds: async () => list,
    releaseDomainHold: async (domain: string) => {
      const item = list.find((row) => row.domain === domain);
      if (failRelease || !item) throw new ApiError({ message: `${domain} is not held`, status: 404, errorCode: 'DOMAIN_HOLD_NOT_FOUND' });
      list = list.filter((row) => row.domain !== domain);
      return item;
    },
  });
  renderInAdmin(<HeldDomainAlerts />, { dataProvider: provider, authProvider: signedInAs(role) });
  return provider;
};

describe('HeldDomainAlerts', () => {
  it('words a held domain with its local end time and the server\'s reason', () => {
    expect(heldDomainText(hold('a.example'))).toBe(
      `Mail to a.example held back until ${formatDateTime(HELD_UNTIL)}: The receiving server refused our mail: 5.7.1 550 5.7.1 Message rejected: SPF check failed`,
    );
  });

  it('lists the held domains in one warning, and an admin releases one', async () => {
    const provider = start('admin', [hold('a.example'), hold('b.example', { reason: 'The receiving server refused our mail: 5.7.1 blocked by Spamhaus.' })]);
    const alert = await screen.findByTestId('held-domain-alerts');
    expect(alert).toHaveClass('MuiAlert-standardWarning');
    expect(alert).toHaveTextContent('2 recipient domains held back');
    expect(alert).toHaveTextContent('Other recipients are mailed as usual.');
    const lines = within(within(alert).getByRole('list', { name: 'Held recipient domains' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${heldDomainText(hold('a.example'))}Release`,
      `Mail to b.example held back until ${formatDateTime(HELD_UNTIL)}: The receiving server refused our mail: 5.7.1 blocked by SpamhausRelease`,
    ]);

    await userEvent.click(within(lines[0]!).getByRole('button', { name: 'Release a.example' }));

    await waitFor(() => expect(provider.releaseDomainHold).toHaveBeenCalledWith('a.example'));
    expect(await screen.findByText('Mail to a.example released')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('held-domain')).toHaveLength(1));
    expect(screen.getByTestId('held-domain-alerts')).toHaveTextContent('One recipient domain held back');
  });

  it('says so when the release is refused', async () => {
    start('admin', [hold('a.example')], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Release a.example' }));
    expect(await screen.findByText('Release failed: a.example is not held')).toBeInTheDocument();
    expect(screen.getByTestId('held-domain')).toBeInTheDocument();
  });

  it('shows staff the held domains without a Release button', async () => {
    start('staff', [hold('a.example')]);
    const alert = await screen.findByTestId('held-domain-alerts');
    expect(alert).toHaveTextContent('Mail to a.example held back until');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when no domain is held', async () => {
    const provider = start('admin', []);
    await waitFor(() => expect(provider.getDomainHolds).toHaveBeenCalled());
    expect(screen.queryByTestId('held-domain-alerts')).not.toBeInTheDocument();
  });
});
