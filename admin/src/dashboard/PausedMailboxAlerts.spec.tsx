import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../providers/api-error';
import type { PauseEvidence, PausedMailbox } from '../providers/mailbox-pause-methods';
import type { InboundMessageRecord } from '../providers/replies-methods';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { evidenceDetails, evidenceSummary, PausedMailboxAlerts, pausedMailboxText } from './PausedMailboxAlerts';

const DOMAINS_REASON = 'Receiving servers of 3 recipient domains refused our mail within 24 h (a.example, b.example, c.example); the limit is 3';

const evidence = (n: number, extra: Partial<PauseEvidence> = {}): PauseEvidence => ({
  inbound_message_id: `in-${n}`,
  received_at: `2026-11-23T1${n % 10}:00:00.000Z`,
  kind: 'bounce',
  domain: `${'abcdefghij'[n % 10]}.example`,
  status_code: '5.7.1',
  subject: `Undelivered Mail Returned to Sender ${n}`,
  ...extra,
});

const paused = (mailbox: string, extra: Partial<PausedMailbox> = {}): PausedMailbox => ({
  mailbox,
  paused_at: '2026-11-23T10:00:00.000Z',
  reason: DOMAINS_REASON,
  status_code: '5.7.1',
  inbound_message_id: 'in-3',
  evidence: [evidence(3), evidence(2), evidence(1)],
  ...extra,
});

const stored = (id: string): InboundMessageRecord => ({
  id, message_id: `<${id}@mx.example.net>`, mailbox: 'sales@movingco.example', received_at: '2026-11-23T12:00:00.000Z', from_email: 'MAILER-DAEMON@mx.example.net',
  subject: 'Undelivered Mail Returned to Sender 2', kind: 'bounce', classification: { reasons: ['delivery status notification'] },
  matched_by: 'references', enrollment_id: null, delivery_id: 'd1', contact_id: null, effect: 'domain_held', note: null, raw_size: 900,
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
      const item = list.find((row) => row.mailbox === mailbox);
      if (!item) throw new ApiError({ message: `${mailbox} is not paused`, status: 404 });
      list = list.filter((row) => row.mailbox !== mailbox);
      return item;
    },
    inboundMessage: async (id: string) => stored(id),
  });
  renderInAdmin(<PausedMailboxAlerts />, { dataProvider: provider, authProvider: signedInAs(role) });
  return provider;
};

describe('PausedMailboxAlerts', () => {
  it('words the alert with the mailbox and the server\'s reason', () => {
    expect(pausedMailboxText({ mailbox: 'sales@movingco.example', reason: 'Hard bounces on 6 of the last 80 sends (7.5%); the limit is 5%' }))
      .toBe('Sending paused for sales@movingco.example: Hard bounces on 6 of the last 80 sends (7.5%); the limit is 5%. Fix the sending setup, then resume.');
    // A reason that already ends its sentence is not given a second full stop.
    expect(pausedMailboxText({ mailbox: 'a@x', reason: 'Blocked.' })).toBe('Sending paused for a@x: Blocked. Fix the sending setup, then resume.');
    expect(evidenceSummary(evidence(1, { kind: 'complaint', domain: null, status_code: null }))).toBe('Spam complaint · unknown domain · no status code');
    expect(evidenceDetails(evidence(1, { subject: '' }))).toMatch(/^\(no subject\) · Nov 23, 2026, /);
  });

  it('shows one error alert per paused mailbox with why and its evidence, and lets an admin resume one', async () => {
    const provider = start('admin', [paused('sales@movingco.example'), paused('team@movingco.example', { reason: 'Spam complaints on 3 of the last 1000 sends (0.30%); the limit is 0.3%', evidence: [evidence(4, { kind: 'complaint', status_code: 'abuse' })] })]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveClass('MuiAlert-standardError');
    expect(within(alerts[0]!).getByText(`Sending paused for sales@movingco.example: ${DOMAINS_REASON}. Fix the sending setup, then resume.`)).toBeInTheDocument();
    expect(alerts[0]).toHaveTextContent('Paused since Nov 23, 2026');
    expect(alerts[0]).toHaveTextContent('The 3 messages behind it:');
    const lines = within(within(alerts[0]!).getByRole('list', { name: 'Evidence for sales@movingco.example' })).getAllByTestId('pause-evidence');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Bounce · d\.example · 5\.7\.1Undelivered Mail Returned to Sender 3 · Nov 23, 2026/),
      expect.stringMatching(/^Bounce · c\.example · 5\.7\.1Undelivered Mail Returned to Sender 2 · /),
      expect.stringMatching(/^Bounce · b\.example · 5\.7\.1Undelivered Mail Returned to Sender 1 · /),
    ]);
    expect(alerts[1]).toHaveTextContent('Spam complaints on 3 of the last 1000 sends (0.30%); the limit is 0.3%. Fix the sending setup, then resume.');
    expect(alerts[1]).toHaveTextContent('The message behind it:');
    expect(alerts[1]).toHaveTextContent('Spam complaint · e.example · abuse');

    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Resume sales@movingco.example' }));

    await waitFor(() => expect(provider.resumeMailbox).toHaveBeenCalledWith('sales@movingco.example'));
    expect(await screen.findByText('Sending resumed for sales@movingco.example')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Sending paused for sales@/)).not.toBeInTheDocument());
    expect(screen.getByText(/Sending paused for team@/)).toBeInTheDocument();
  });

  it('opens the stored message behind an evidence line', async () => {
    const provider = start('staff', [paused('sales@movingco.example')]);
    const [line] = await screen.findAllByTestId('pause-evidence').then((lines) => lines.slice(1));
    await userEvent.click(line!);
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(await within(dialog).findByText('Undelivered Mail Returned to Sender 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Bounce')).toBeInTheDocument();
    expect(within(dialog).getByText('Recipient domain held back')).toBeInTheDocument();
    expect(provider.inboundMessage).toHaveBeenCalledWith('in-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows five evidence lines, then all on "Show all"', async () => {
    start('staff', [paused('sales@movingco.example', { evidence: Array.from({ length: 7 }, (_unused, index) => evidence(7 - index)) })]);
    expect(await screen.findAllByTestId('pause-evidence')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(screen.getAllByTestId('pause-evidence')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByTestId('pause-evidence')).toHaveLength(5);
  });

  it('offers the one stored message of a pause kept without evidence', async () => {
    const provider = start('staff', [paused('old@movingco.example', { reason: 'The receiving server refused our mail: 5.7.1 550 SPF check failed', evidence: [] })]);
    await userEvent.click(await screen.findByRole('button', { name: 'View the message that paused it' }));
    expect(await screen.findByRole('dialog', { name: 'Message Details' })).toBeInTheDocument();
    expect(provider.inboundMessage).toHaveBeenCalledWith('in-3');
  });

  it('shows staff the alert without a Resume button', async () => {
    start('staff', [paused('sales@movingco.example')]);
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('Sending paused for sales@movingco.example');
    // The identity arrives after the list: give it the chance to show a button that must not come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(alert!).queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument();
  });

  it('shows nothing when no mailbox is paused', async () => {
    const provider = start('admin', []);
    await waitFor(() => expect(provider.getPausedMailboxes).toHaveBeenCalled());
    expect(screen.queryByTestId('paused-mailbox-alerts')).not.toBeInTheDocument();
  });
});
