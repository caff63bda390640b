import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { renderOpsScreen } from '../ops/test/ops-test-kit';
import type { InboundMessageRecord, ReplyRecord, UnmatchedMessageRecord } from '../providers/replies-methods';
import { inboundEffectLabel, inboundKindLabel } from './inbound-format';
import RecentRepliesPage from './RecentRepliesPage';
import { replyStatusLabel, replyTimeLabel } from './replies-format';

const reply = (id: string, extra: Partial<ReplyRecord> = {}): ReplyRecord => ({
  id,
  run_id: `run-${id}`,
  contact_name: 'Ann Lee',
  contact_email: 'ann@example.com',
  sequence_name: 'Spring movers',
  reply_from: 'ann@example.com',
  replied_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  status: 'completed',
  stopped_reason: 'reply_received',
  ...extra,
});
const listAnswer = (items: ReplyRecord[], total = items.length) => ({ success: true, items, page: 1, limit: 20, total, error: null });
const message: InboundMessageRecord = {
  id: 'm1', message_id: '<r-ann@example.com>', mailbox: 'sales@movingco.example', received_at: '2026-11-23T10:00:00.000Z', from_email: 'ann@example.com',
  subject: 'Re: Hello', kind: 'human_reply', classification: { reasons: ['no auto-reply headers', 'quoted reply text'], to: ['sales@movingco.example'], in_reply_to: '<ours@movingco.example>' },
  matched_by: 'in_reply_to', enrollment_id: 'run-m1', delivery_id: null, contact_id: null, effect: 'run_stopped', note: null, raw_size: 300,
};
const STRANGER_NOTE = 'Names none of our sends (no Message-ID, In-Reply-To, References or reply token of ours): recorded only, nothing changed';
const unmatched = (id: string, extra: Partial<UnmatchedMessageRecord> = {}): UnmatchedMessageRecord => ({
  id,
  received_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  from_email: 'MAILER-DAEMON@mx.example.net',
  subject: 'Undelivered Mail Returned to Sender',
  kind: 'bounce',
  matched_by: null,
  effect: 'recorded',
  note: STRANGER_NOTE,
  ...extra,
});
const unmatchedAnswer = (items: UnmatchedMessageRecord[], total = items.length) => ({ success: true, items, page: 1, limit: 20, total, error: null });

describe('replies format', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it("labels reply times 'Just now', 'Nh ago', 'Nd ago', then a date", () => {
    expect(replyTimeLabel('2026-11-23T11:30:00.000Z', now)).toBe('Just now');
    expect(replyTimeLabel('2026-11-23T09:00:00.000Z', now)).toBe('3h ago');
    expect(replyTimeLabel('2026-11-20T12:00:00.000Z', now)).toBe('3d ago');
    expect(replyTimeLabel('2026-11-01T12:00:00.000Z', now)).not.toMatch(/ago|Just now/);
  });
  it("shows 'Stopped by Reply' for a run the reply completed and capitalizes the rest", () => {
    expect(replyStatusLabel({ status: 'completed', stopped_reason: 'reply_received' })).toBe('Stopped by Reply');
    expect(replyStatusLabel({ status: 'completed', stopped_reason: null })).toBe('Completed');
    expect(replyStatusLabel({ status: 'running', stopped_reason: null })).toBe('Running');
    expect(replyStatusLabel({ status: 'paused', stopped_reason: null })).toBe('Paused');
  });
});

describe('inbound format', () => {
  it('words every kind, the new delivery report included, and keeps an unknown one readable', () => {
    expect(inboundKindLabel('delivery_report')).toBe('Delivery report');
    expect(inboundKindLabel('complaint')).toBe('Spam complaint');
    expect(inboundKindLabel('unsubscribe_request')).toBe('Unsubscribe request');
    expect(inboundKindLabel('brand_new_kind')).toBe('brand new kind');
  });
  it('words each part of an effect, domain holds and mailbox pauses included', () => {
    expect(inboundEffectLabel('domain_held')).toBe('Recipient domain held back');
    expect(inboundEffectLabel('domain_held+mailbox_paused')).toBe('Recipient domain held back; Sending mailbox paused');
    expect(inboundEffectLabel('contact_bounced+run_stopped+suppressed+mailbox_paused'))
      .toBe('Contact marked bounced; Run stopped; Address added to the suppression list; Sending mailbox paused');
    expect(inboundEffectLabel('recorded')).toBe('Recorded only');
    expect(inboundEffectLabel('run_paused_until:2026-11-30T09:00:00.000Z')).toMatch(/^Run paused until Nov 30, 2026, /);
  });
});

describe('RecentRepliesPage', () => {
  it('shows the title, the window filter (Last 7 days), the columns and skeleton rows while loading', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<RecentRepliesPage />, { 'GET /api/replies': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Replies' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'replies' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Contact', 'Sequence', 'Reply From', 'Replied At', 'Run Status', 'Actions']);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByLabelText('Show replies from')).toHaveTextContent('Last 7 days');
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/replies')[0]!.url)).toMatchObject({ page: '1', limit: '20', since: '7d' }));
  });

  it('lists replies with the tiles counted from the page and asks again for another window', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/replies': listAnswer([reply('a'), reply('b', { contact_name: 'Bob Ray', status: 'running', stopped_reason: null }), reply('c', { status: 'paused', stopped_reason: null })]),
    });
    const [first, second, third] = (await screen.findAllByTestId('reply-row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(first).getByText('Spring movers')).toBeInTheDocument();
    expect(within(first).getByText('Just now')).toBeInTheDocument();
    expect(within(first).getByText('Stopped by Reply')).toBeInTheDocument();
    expect(within(second).getByText('Running')).toBeInTheDocument();
    expect(within(third).getByText('Paused')).toBeInTheDocument();
    expect(screen.getAllByTestId('reply-tile').map((tile) => tile.textContent)).toEqual(['Total Replies3', 'Runs Stopped1', 'Still Running1']);
    await userEvent.click(screen.getByLabelText('Show replies from'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Last hour', 'Last 24 hours', 'Last 7 days', 'Last 30 days']);
    await userEvent.click(screen.getByRole('option', { name: 'Last 24 hours' }));
    await waitFor(() => expect(callsTo('GET', '/api/replies').some((call) => queryOf(call.url).since === '24h')).toBe(true));
  });

  it('lets addresses wrap only before an @ or a dot, never inside a word', async () => {
    const whole = (piece: string) => `<span style="white-space: nowrap;">${piece}</span>`;
    renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/replies': listAnswer([reply('a', { contact_email: 'ann.lee-longname@movers-of-austin.example', reply_from: 'Ann Lee <ann.lee@movers.example>' })]),
    });
    const row = await screen.findByTestId('reply-row');
    const email = within(row).getByTestId('reply-contact-email');
    expect(email).toHaveTextContent('ann.lee-longname@movers-of-austin.example');
    // The pieces that never wrap inside (not even at a hyphen), with a break opportunity (<wbr>) between them.
    expect(email.innerHTML).toBe(['ann', '.lee-longname', '@movers-of-austin', '.example'].map(whole).join('<wbr>'));
    const from = within(row).getByTestId('reply-from');
    // A display name still wraps at its spaces.
    expect(from.innerHTML).toBe(`${whole('Ann')} ${whole('Lee')} ${['&lt;ann', '.lee', '@movers', '.example&gt;'].map(whole).join('<wbr>')}`);
    for (const cell of [email.closest('td') as HTMLElement, from]) {
      expect(cell).not.toHaveStyle({ overflowWrap: 'anywhere' });
      expect(cell).not.toHaveStyle({ wordBreak: 'break-all' });
    }
  });

  it('shows the empty text and an error box with Retry', async () => {
    let fail = true;
    renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/replies': () => Promise.resolve(fail ? json({ success: false, error: 'Database down', message: 'Database down', error_code: 'X' }, 500) : json(listAnswer([]))),
    });
    expect(await screen.findByText(/Failed to load replies/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No replies found for the selected time period.')).toBeInTheDocument();
  });

  it('opens the reply message with its classification and why, and View Run opens the run explained', async () => {
    renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/replies': listAnswer([reply('m1')]),
      'GET /api/inbound-messages/m1': { success: true, message },
      'GET /api/enrollments/run-m1/explain': { success: true, explain: { summary: 'Ended: the contact replied' } },
    });
    await userEvent.click(await screen.findByText('Ann Lee'));
    const dialog = await screen.findByRole('dialog', { name: 'Reply Details' });
    expect(await within(dialog).findByText('Re: Hello')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reply-reasons')).toHaveTextContent('quoted reply text');
    expect(within(dialog).getByText('In-Reply-To header names our email')).toBeInTheDocument();
    expect(within(dialog).getByText('Run stopped')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('inbound-note')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply Details' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'View Run' }));
    const run = await screen.findByRole('dialog', { name: 'Run' });
    expect(await within(run).findByText('Ended: the contact replied')).toBeInTheDocument();
  });

  it('has Replies and Unmatched mail tabs; Unmatched mail lists what changed nothing, with why, on the window chosen', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/replies': listAnswer([reply('a')]),
      'GET /api/inbound-messages/unmatched': unmatchedAnswer([
        unmatched('u1'),
        unmatched('u2', { kind: 'delivery_report', from_email: 'postmaster@mx.example.net', subject: 'Delivery delayed', note: 'A delivery report (delivered or delayed): recorded only' }),
        unmatched('u3', { kind: 'bounce', effect: 'domain_held', note: 'Refusal on policy grounds: the recipient domain is held back, no contact is blamed' }),
      ], 3),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Inbound mail lists' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Replies', 'Unmatched mail']);
    expect(within(tabs).getByRole('tab', { name: 'Replies' })).toHaveAttribute('aria-selected', 'true');
    await screen.findAllByTestId('reply-row');
    await userEvent.click(screen.getByLabelText('Show replies from'));
    await userEvent.click(screen.getByRole('option', { name: 'Last 24 hours' }));

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Unmatched mail' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?tab=unmatched');
    expect(await screen.findByRole('tabpanel', { name: 'Unmatched mail' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'unmatched mail' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Received', 'From', 'Subject', 'Kind', 'Why']);
    const [first, second, third] = (await screen.findAllByTestId('unmatched-row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('2h ago');
    expect(first).toHaveTextContent('MAILER-DAEMON@mx.example.net');
    expect(within(first).getByText('Bounce')).toBeInTheDocument();
    expect(first).toHaveTextContent(STRANGER_NOTE);
    expect(within(second).getByText('Delivery report').closest('[data-kind]')).toHaveAttribute('data-kind', 'delivery_report');
    expect(third).toHaveTextContent('Did: Recipient domain held back');
    expect(screen.queryByTestId('reply-tile')).not.toBeInTheDocument();
    // The window chosen on Replies carries over.
    expect(screen.getByLabelText('Show mail from')).toHaveTextContent('Last 24 hours');
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/inbound-messages/unmatched')[0]!.url)).toMatchObject({ page: '1', limit: '20', since: '24h' }));
    await userEvent.click(screen.getByLabelText('Show mail from'));
    await userEvent.click(screen.getByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(callsTo('GET', '/api/inbound-messages/unmatched').some((call) => queryOf(call.url).since === '30d')).toBe(true));
  });

  it('opens an unmatched message with its note', async () => {
    renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/inbound-messages/unmatched': unmatchedAnswer([unmatched('u1')]),
      'GET /api/inbound-messages/u1': { success: true, message: { ...message, id: 'u1', kind: 'bounce', subject: 'Undelivered Mail Returned to Sender', matched_by: null, effect: 'recorded', note: STRANGER_NOTE } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Unmatched mail' }));
    await userEvent.click(await screen.findByText(STRANGER_NOTE));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(await within(dialog).findByTestId('inbound-note')).toHaveTextContent(STRANGER_NOTE);
    expect(within(dialog).getByText('Not matched to a run')).toBeInTheDocument();
    expect(within(dialog).getByText('Recorded only')).toBeInTheDocument();
  });

  it('shows the unmatched empty text, and an error box with Retry', async () => {
    let fail = true;
    renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/inbound-messages/unmatched': () => Promise.resolve(fail ? json({ success: false, error: 'Database down', message: 'Database down', error_code: 'X' }, 500) : json(unmatchedAnswer([]))),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Unmatched mail' }));
    expect(await screen.findByText(/Failed to load unmatched mail/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No unmatched mail in this window')).toBeInTheDocument();
  });

  it('pages the unmatched mail 20 at a time', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<RecentRepliesPage />, {
      'GET /api/inbound-messages/unmatched': ({ url }: { url: string }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return Promise.resolve(json(unmatchedAnswer([unmatched(`p${page}`, { subject: `Page ${page} message` })], 25)));
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Unmatched mail' }));
    expect(await screen.findByText('Page 1 message')).toBeInTheDocument();
    expect(screen.getByTestId('runs-range')).toHaveTextContent('Showing 1 to 1 of 25 results');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 message')).toBeInTheDocument();
    expect(callsTo('GET', '/api/inbound-messages/unmatched').map((call) => queryOf(call.url).page)).toContain('2');
  });
});
