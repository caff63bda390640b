import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { PausedMailbox } from '../providers/mailbox-pause-methods';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { PausedMailboxAlerts, pausedMailboxText } from './PausedMailboxAlerts';

const paused = (mailbox: string, status: string | null = '5.7.1'): PausedMailbox => ({
  mailbox,
  paused_at: '2026-11-23T10:00:00.000Z',
  reason: `The receiving server refused our mail: ${status ?? ''} 550 SPF check failed`.replace('  ', ' '),
  status_code: status,
  inbound_message_id: 'in-1',
});

const signedInAs = (role: 'admin' | 'staff'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Pat Admin', email: 'pat@movingco.example', role }),
});

const start = (role: 'admin' | 'staff', items: PausedMailbox[]) => {
  let list = [...items];
  const { provider } = createMemoryDataProvider({}, {
    getPausedMailboxes: async () => list,
    resumeMailbox: async (mailbox: string) => {
      const item = list.find((row) => row.mailbox === mailbox) as PausedMailbox;
      list = list.filter((row) => row.mailbox !== mailbox);
      return item;
    },
  });
  renderInAdmin(<PausedMailboxAlerts />, { dataProvider: provider, authProvider: signedInAs(role) });
  return provider;
};

describe('PausedMailboxAlerts', () => {
  it('words the alert with the mailbox and the status code', () => {
    expect(pausedMailboxText({ mailbox: 'sales@movingco.example', status_code: '5.7.1' }))
      .toBe('Sending paused for sales@movingco.example: the receiving server refused our mail (5.7.1). Fix the sending setup, then resume.');
    expect(pausedMailboxText({ mailbox: 'a@x', status_code: null })).toContain('(no status code)');
  });

  it('shows one error alert per paused mailbox with the server\'s words, and lets an admin resume one', async () => {
    const provider = start('admin', [paused('sales@movingco.example'), paused('team@movingco.example', '5.1.8')]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Sending paused for sales@movingco.example: the receiving server refused our mail (5.7.1). Fix the sending setup, then resume.');
    expect(alerts[0]).toHaveTextContent('550 SPF check failed');
    expect(alerts[0]).toHaveClass('MuiAlert-standardError');
    expect(alerts[1]).toHaveTextContent('(5.1.8)');

    await userEvent.click(within(alerts[0]).getByRole('button', { name: 'Resume sales@movingco.example' }));

    await waitFor(() => expect(provider.resumeMailbox).toHaveBeenCalledWith('sales@movingco.example'));
    expect(await screen.findByText('Sending resumed for sales@movingco.example')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('Sending paused'))).toHaveLength(1));
    expect(screen.queryByText(/Sending paused for sales@/)).not.toBeInTheDocument();
  });

  it('shows staff the alert without a Resume button', async () => {
    start('staff', [paused('sales@movingco.example')]);
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('Sending paused for sales@movingco.example');
    // The identity arrives after the list: give it the chance to show a button that must not come.
    await screen.findByText(/Sending paused/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when no mailbox is paused', async () => {
    const provider = start('admin', []);
    await waitFor(() => expect(provider.getPausedMailboxes).toHaveBeenCalled());
    expect(screen.queryByTestId('paused-mailbox-alerts')).not.toBeInTheDocument();
  });
});
