import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, healthBody, healthyReport, signedIn } from '../test/fetch-mock';
import { makeServices, renderApp } from '../test/render';

const start = (path: string) => {
  const { fetchMock } = createFetchMock({
    'GET /auth/status': signedIn('staff', true),
    'GET /api-health': healthBody(healthyReport),
  });
  renderApp({ services: makeServices(fetchMock), path });
};

describe('NotAllowedPage', () => {
  it('tells staff sent back from the queues dashboard that the page is not for them, inside the shell', async () => {
    start('/not-allowed?from=%2Fadmin%2Fqueues');
    // The first render loads the shell and the lazy screen chunk.
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Your account does not have access to this page. Ask an administrator if you need it.')).toBeInTheDocument();
    expect(screen.getByTestId('not-allowed-path')).toHaveTextContent('/admin/queues');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // The title is set in an effect, which may run after the heading is found.
    await waitFor(() => expect(document.title).toBe('Not allowed · Lead Automation'));
  });

  it('names no page when the address is missing or not a path of this site', async () => {
    start('/not-allowed?from=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByTestId('not-allowed-path')).not.toBeInTheDocument();
  });
});
