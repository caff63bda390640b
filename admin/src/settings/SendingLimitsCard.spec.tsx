import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../providers/api-error';
import type { MailboxOverview } from '../providers/mailbox-pause-methods';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { SendingLimitsCard } from './SendingLimitsCard';

const start = (getMailboxOverview: () => Promise<MailboxOverview>) => {
  const { provider } = createMemoryDataProvider({}, { getMailboxOverview });
  renderInAdmin(<SendingLimitsCard />, { dataProvider: provider });
};

describe('SendingLimitsCard', () => {
  it('shows the limits and what each mailbox used, a full one and a paused one marked', async () => {
    start(async () => ({
      per_minute: 30,
      per_day: 2000,
      items: [
        { mailbox: 'quotes@movingco.example', used_this_minute: 4, used_last_24h: 1250, paused: false },
        { mailbox: 'sales@movingco.example', used_this_minute: 0, used_last_24h: 2000, paused: true },
      ],
    }));
    expect(await screen.findByText(/^Each mailbox sends at most 30 messages a minute and reaches at most 2,000 recipients in any 24 hours/)).toBeInTheDocument();
    const [quotes, sales] = screen.getAllByTestId('sending-mailbox');
    expect(quotes).toHaveTextContent('quotes@movingco.example');
    expect(quotes).toHaveTextContent('1,250 of 2,000 in the last 24 hours · 4 of 30 this minute');
    expect(within(quotes).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');
    expect(within(quotes).queryByText('Paused')).not.toBeInTheDocument();
    expect(sales).toHaveTextContent('2,000 of 2,000 in the last 24 hours · 0 of 30 this minute');
    expect(within(sales).getByText('Paused')).toBeInTheDocument();
    expect(within(sales).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says "no limit" for a limit of 0', async () => {
    start(async () => ({ per_minute: 0, per_day: 0, items: [{ mailbox: 'quotes@movingco.example', used_this_minute: 2, used_last_24h: 40, paused: false }] }));
    expect(await screen.findByText(/^Each mailbox sends any number of messages a minute and reaches any number of recipients/)).toBeInTheDocument();
    expect(screen.getByTestId('sending-mailbox')).toHaveTextContent('40 (no limit) in the last 24 hours · 2 (no limit) this minute');
  });

  it('says when the limits could not be loaded', async () => {
    start(() => Promise.reject(new ApiError({ message: 'Database unavailable', status: 503 })));
    expect(await screen.findByText('Failed to load the sending limits')).toBeInTheDocument();
  });
});
