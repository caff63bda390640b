import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '../api/types';
import type { CaughtMail, CaughtMailSummary } from '../api/types';
import { ApiError } from '../providers/api-error';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { findCaughtMail, newestFirst } from './caught-mail-selection';
import SentMailPage from './SentMailPage';

const OLDER: CaughtMailSummary = {
  id: 'c-1',
  from: 'Lead Automation <no-reply@movers.example>',
  to: ['dana@movers.example'],
  subject: 'Older test',
  date: '2026-11-23T09:00:00.000Z',
  message_id: '<older@movers.example>',
  size: 900,
};
const NEWER: CaughtMailSummary = { ...OLDER, id: 'c-2', subject: 'Welcome aboard', date: '2026-11-23T10:00:00.000Z', message_id: '<newer@movers.example>', size: 2048 };

const full = (summary: CaughtMailSummary): CaughtMail => ({
  ...summary,
  headers: [
    { key: 'Subject', value: summary.subject ?? '' },
    { key: 'Message-ID', value: summary.message_id ?? '' },
  ],
  html: `<p>HTML of ${summary.subject ?? ''}</p><script>window.parent.hacked = true</script>`,
  text: `Text of ${summary.subject ?? ''}`,
  raw: `Subject: ${summary.subject ?? ''}\r\n\r\nraw body`,
});

const renderPage = (path = '/sent-mail', overrides: { list?: () => Promise<CaughtMailSummary[]>; provider?: string } = {}) => {
  const listCaughtMail = vi.fn(overrides.list ?? (() => Promise.resolve([OLDER, NEWER])));
  const getCaughtMail = vi.fn((id: string) => Promise.resolve(full([OLDER, NEWER].find((mail) => mail.id === id) ?? OLDER)));
  const clearCaughtMail = vi.fn(() => Promise.resolve({ cleared: 2 }));
  const getSettings = vi.fn(() => Promise.resolve({ mail: { provider: overrides.provider ?? 'graph', configured: true } } as AppSettings));
  const { provider } = createMemoryDataProvider({}, { listCaughtMail, getCaughtMail, clearCaughtMail, getSettings });
  renderInAdmin(<SentMailPage />, { dataProvider: provider, path });
  return { listCaughtMail, getCaughtMail, clearCaughtMail };
};

const messageList = () => screen.findByRole('list', { name: 'Caught messages' });

describe('Sent mail', () => {
  it('lists caught messages newest first with from, to, subject and date, and shows the newest', async () => {
    renderPage();
    const items = within(await messageList()).getAllByRole('button');
    expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual(['Welcome aboard', 'Older test']);
    expect(within(items[0]).getByText('From Lead Automation <no-reply@movers.example>')).toBeInTheDocument();
    expect(within(items[0]).getByText('To dana@movers.example')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Nov 23, 2026/)).toBeInTheDocument();
    const message = await screen.findByRole('region', { name: 'Message' });
    expect(within(message).getByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
  });

  it('renders the HTML in a frame with every sandbox restriction, and has Text, Headers and Raw source tabs', async () => {
    renderPage();
    const frame = await screen.findByTitle('Message HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>HTML of Welcome aboard</p>');

    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByLabelText('Message text')).toHaveTextContent('Text of Welcome aboard');
    await userEvent.click(screen.getByRole('tab', { name: 'Headers' }));
    const headers = screen.getByRole('table', { name: 'Message headers' });
    expect(within(headers).getByRole('row', { name: 'Message-ID <newer@movers.example>' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Raw source' }));
    expect(screen.getByLabelText('Raw source')).toHaveTextContent('Subject: Welcome aboard raw body');
  });

  it('selecting a message shows it and puts its id in the address', async () => {
    const { getCaughtMail } = renderPage();
    await userEvent.click(within(await messageList()).getByRole('button', { name: /Older test/ }));
    expect(await screen.findByRole('heading', { name: 'Older test' })).toBeInTheDocument();
    expect(getCaughtMail).toHaveBeenCalledWith('c-1');
    expect(screen.getByTestId('location')).toHaveTextContent('/sent-mail?id=c-1');
  });

  it.each([
    ['its caught id', '/sent-mail?id=c-1'],
    ['its Message-ID', `/sent-mail?id=${encodeURIComponent('<older@movers.example>')}`],
    ['its Message-ID without brackets', '/sent-mail?id=older@movers.example'],
  ])('?id= chooses a message by %s', async (_what, path) => {
    renderPage(path);
    expect(await screen.findByRole('heading', { name: 'Older test' })).toBeInTheDocument();
    expect(within(await messageList()).getByRole('button', { name: /Older test/ })).toHaveAttribute('aria-current', 'true');
  });

  it('says so when ?id= names no caught message', async () => {
    renderPage('/sent-mail?id=nope');
    expect(await screen.findByText('No caught message has the id nope')).toBeInTheDocument();
  });

  it('shows an info state naming the provider when the catcher is not running', async () => {
    renderPage('/sent-mail', {
      list: () => Promise.reject(new ApiError({ message: 'The mail catcher is not running', status: 404, errorCode: 'MAIL_CATCHER_NOT_FOUND' })),
      provider: 'graph',
    });
    expect(await screen.findByText('Mail is sent through graph; the catcher is off')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The mail catcher is not running');
  });

  it('shows the empty state when nothing was caught', async () => {
    renderPage('/sent-mail', { list: () => Promise.resolve([]) });
    expect(await screen.findByText('No caught messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('Refresh loads the list again; Clear asks, then removes every message', async () => {
    const { listCaughtMail, clearCaughtMail } = renderPage();
    await messageList();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCaughtMail).toHaveBeenCalledTimes(2));

    listCaughtMail.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove every caught message? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(clearCaughtMail).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Cleared 2 messages')).toBeInTheDocument();
    expect(await screen.findByText('No caught messages')).toBeInTheDocument();
  });
});

describe('caught mail selection', () => {
  it('orders newest first and matches ids and Message-IDs', () => {
    expect(newestFirst([OLDER, NEWER]).map((mail) => mail.id)).toEqual(['c-2', 'c-1']);
    expect(findCaughtMail([OLDER, NEWER], 'c-2')?.id).toBe('c-2');
    expect(findCaughtMail([OLDER, NEWER], '<newer@movers.example>')?.id).toBe('c-2');
    expect(findCaughtMail([OLDER, NEWER], 'newer@movers.example')?.id).toBe('c-2');
    expect(findCaughtMail([OLDER, NEWER], null)).toBeUndefined();
  });
});
