import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { renderOpsScreen } from '../ops/test/ops-test-kit';
import type { InboundMessageRecord, ReplyRecord } from '../providers/replies-methods';
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
  matched_by: 'in_reply_to', enrollment_id: 'run-m1', delivery_id: null, contact_id: null, effect: 'run_stopped', raw_size: 300,
};

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
    expect(within(dialog).getByText('run stopped')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply Details' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'View Run' }));
    const run = await screen.findByRole('dialog', { name: 'Run' });
    expect(await within(run).findByText('Ended: the contact replied')).toBeInTheDocument();
  });
});
