import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../api/types';
import { ApiError } from '../providers/api-error';
import type { MailboxOverview } from '../providers/mailbox-pause-methods';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { SendingLimitsCard } from './SendingLimitsCard';

const sending = (perMinute: number, perDay: number): AppSettings['sending'] => ({
  mailboxes: ['quotes@movingco.example', 'sales@movingco.example'],
  mailboxes_env_var: 'MAIL_SEND_MAILBOXES',
  limits: [
    { key: 'mailbox_per_day', limit: perDay, env_var: 'MAILBOX_RECIPIENTS_PER_DAY', window: 'rolling_24_hours' },
    { key: 'mailbox_per_minute', limit: perMinute, env_var: 'MAILBOX_MESSAGES_PER_MINUTE', window: 'minute' },
    { key: 'org_per_day', limit: 5000, env_var: 'SEQUENCE_DAILY_ORG_SEND_CAP', window: 'calendar_day' },
    { key: 'sequence_per_day', limit: 1000, env_var: 'SEQUENCE_DAILY_SEQUENCE_SEND_CAP', window: 'calendar_day' },
  ],
  time_zone: 'America/Chicago',
});

const start = (getMailboxOverview: () => Promise<MailboxOverview>, limits = sending(30, 200)) => {
  const getSettings = async () => ({ sending: limits }) as AppSettings;
  const { provider } = createMemoryDataProvider({}, { getMailboxOverview, getSettings });
  renderInAdmin(<SendingLimitsCard />, { dataProvider: provider });
};

describe('SendingLimitsCard', () => {
  it("shows each mailbox's caps with what it sent and the variable that sets each, a full one and a paused one marked", async () => {
    start(async () => ({
      per_minute: 30,
      per_day: 200,
      items: [
        { mailbox: 'quotes@movingco.example', used_this_minute: 4, used_last_24h: 38, paused: false },
        { mailbox: 'sales@movingco.example', used_this_minute: 0, used_last_24h: 200, paused: true },
      ],
    }));
    expect(await screen.findByText(/^Each sending mailbox \(from MAIL_SEND_MAILBOXES\) has its own caps, set by environment variables \(read-only here/)).toBeInTheDocument();
    const [quotes, sales] = screen.getAllByTestId('sending-mailbox');
    expect(quotes).toHaveTextContent('quotes@movingco.example');
    expect(within(quotes).getByText('Per day: 38 of 200 sent in the last 24 hours (set by the environment variable MAILBOX_RECIPIENTS_PER_DAY)')).toBeInTheDocument();
    expect(within(quotes).getByText('Per minute: 4 of 30 sent this minute (set by the environment variable MAILBOX_MESSAGES_PER_MINUTE)')).toBeInTheDocument();
    expect(within(quotes).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '19');
    expect(within(quotes).queryByText('Paused')).not.toBeInTheDocument();
    expect(within(quotes).queryByText('Full for now')).not.toBeInTheDocument();
    expect(within(sales).getByText('Per day: 200 of 200 sent in the last 24 hours (set by the environment variable MAILBOX_RECIPIENTS_PER_DAY)')).toBeInTheDocument();
    expect(within(sales).getByText('Paused')).toBeInTheDocument();
    expect(within(sales).getByText('Full for now')).toBeInTheDocument();
    expect(within(sales).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(
      'All sequences together send at most 5,000 emails a day (SEQUENCE_DAILY_ORG_SEND_CAP) and each sequence at most 1,000 (SEQUENCE_DAILY_SEQUENCE_SEND_CAP); a day runs from midnight to midnight in America/Chicago.',
    )).toBeInTheDocument();
  });

  it("shows today's sends by all sequences against their cap and the busiest sequences", async () => {
    const getSettings = async () => ({ sending: sending(30, 200) }) as AppSettings;
    const getSendUsage = async () => ({
      day: '2026-11-27',
      time_zone: 'America/Chicago',
      org: { used: 1250, limit: 5000 },
      sequences: [
        { sequence_id: 's1', name: 'New-lead nurture', used: 900, limit: 1000 },
        { sequence_id: 's2', name: 'Move-date countdown', used: 350, limit: 1000 },
      ],
    });
    const { provider } = createMemoryDataProvider({}, { getMailboxOverview: async () => ({ per_minute: 30, per_day: 200, items: [] }), getSettings, getSendUsage });
    renderInAdmin(<SendingLimitsCard />, { dataProvider: provider });
    const usage = await screen.findByTestId('send-usage');
    expect(within(usage).getByText('Today (Nov 27 in America/Chicago): 1,250 of 5,000 sent by all sequences')).toBeInTheDocument();
    expect(within(usage).getByText('Busiest sequences today: New-lead nurture: 900 of 1,000; Move-date countdown: 350 of 1,000')).toBeInTheDocument();
    expect(within(usage).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('says "no limit" for a limit of 0', async () => {
    start(async () => ({ per_minute: 0, per_day: 0, items: [{ mailbox: 'quotes@movingco.example', used_this_minute: 2, used_last_24h: 40, paused: false }] }), sending(0, 0));
    const mailbox = await screen.findByTestId('sending-mailbox');
    expect(within(mailbox).getByText('Per day: 40 (no limit) sent in the last 24 hours (set by the environment variable MAILBOX_RECIPIENTS_PER_DAY)')).toBeInTheDocument();
    expect(within(mailbox).getByText('Per minute: 2 (no limit) sent this minute (set by the environment variable MAILBOX_MESSAGES_PER_MINUTE)')).toBeInTheDocument();
  });

  it('says when the limits could not be loaded', async () => {
    start(() => Promise.reject(new ApiError({ message: 'Database unavailable', status: 503 })));
    expect(await screen.findByText('Failed to load the sending limits')).toBeInTheDocument();
  });
});
