import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, signedIn } from '../test/fetch-mock';
import { makeServices, renderApp } from '../test/render';

const welcome = {
  id: 't-1',
  name: 'Welcome aboard',
  subject: 'Your move with us',
  tags: ['onboarding'],
  variables: [],
  folder_id: null,
  folderId: null,
  owner_user_id: 'u1',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const start = (path: string) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/templates': { success: true, data: [welcome], pagination: { page: 1, total: 1, pages: 1 } },
    'GET /api/mail/caught': { success: true, data: [] },
  });
  renderApp({ services: makeServices(fetchMock), path });
  return { calls };
};

const location = () => screen.getByTestId('location');

describe('templates routes in the app', () => {
  it('shows the templates list at /automation/templates from getList(templates)', async () => {
    const { calls } = start('/automation/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Templates' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/templates');
    expect(Object.fromEntries(new URL(list?.url ?? '', 'http://localhost').searchParams)).toMatchObject({ page: '1', limit: '20' });
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/templates', '/automation/templates'],
    ['/templates/t-1', '/automation/templates/t-1'],
    ['/campaigns/templates', '/automation/templates'],
  ])('sends %s to %s', async (from, to) => {
    start(from);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${to}$`)));
  });

  it('routes /sent-mail to the Sent mail page, which is not in the sidebar', async () => {
    start('/sent-mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent mail' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No caught messages')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sent mail' })).not.toBeInTheDocument();
  });
});
