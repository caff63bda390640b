import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn, signedOut } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import LoginPage from './LoginPage';

const setup = (routes: Parameters<typeof createFetchMock>[0], path = '/login') => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedOut, ...routes });
  const redirect = vi.fn();
  const services = makeServices(fetchMock, redirect);
  renderInAdmin(<LoginPage />, { services, path });
  return { redirect, calls };
};

describe('LoginPage', () => {
  it('shows the product title, the sign-in button, the fallback link and the domain note', async () => {
    setup({ 'GET /auth/login': { success: true, auth_url: 'https://idp.example/authorize' } });
    expect(screen.getByRole('heading', { name: 'Lead Automation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    const link = screen.getByRole('link', { name: "Click here if button doesn't work" });
    expect(link).toHaveAttribute('href', '/auth/login');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Only authorized company email domain accounts can access this system.')).toBeVisible();
  });

  it('hides the button and explains when the server reports oauth_disabled', async () => {
    setup({
      'GET /auth/login': json({ success: false, error: 'oauth_disabled', message: 'OAuth is disabled' }, 503),
    });
    expect(
      await screen.findByText('Microsoft OAuth is currently disabled. Please contact your administrator.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
  });

  it('shows the access-denied alert and cleans the URL', async () => {
    setup({ 'GET /auth/login': { success: true, auth_url: 'https://idp.example/a' } }, '/login?access_denied=1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access denied. Only company email domain addresses are allowed.',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it('shows an error passed back in ?error= and cleans the URL', async () => {
    setup({ 'GET /auth/login': { success: true, auth_url: 'https://idp.example/a' } }, '/login?error=state%20mismatch');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed: state mismatch. Please try again.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it("says 'Signing in...' while working, then sends the browser to auth_url", async () => {
    let release: (response: Response) => void = () => undefined;
    let loginCalls = 0;
    const { redirect } = setup({
      'GET /auth/login': () => {
        loginCalls += 1;
        if (loginCalls === 1) return json({ success: true, auth_url: 'https://idp.example/first' });
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      },
    });
    await waitFor(() => expect(loginCalls).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    const working = await screen.findByRole('button', { name: 'Signing in...' });
    expect(working).toBeDisabled();
    expect(redirect).not.toHaveBeenCalled();
    release(json({ success: true, auth_url: 'https://idp.example/authorize?state=abc' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://idp.example/authorize?state=abc'));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeInTheDocument();
  });

  it("reports 'Failed to get auth URL' when the answer has no auth_url and returns to idle", async () => {
    const { redirect } = setup({ 'GET /auth/login': { success: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(await screen.findByText('Failed to get auth URL')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('reports other failures as "Login failed: {message}. Please try again."', async () => {
    let calls = 0;
    setup({
      'GET /auth/login': () => {
        calls += 1;
        return calls === 1
          ? json({ success: true, auth_url: 'https://idp.example/a' })
          : json({ success: false, error: 'Identity provider unreachable', message: 'Identity provider unreachable', error_code: 'AUTH_IDP_UNAVAILABLE' }, 502);
      },
    });
    await waitFor(() => expect(calls).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(await screen.findByText('Login failed: Identity provider unreachable. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  });

  it('goes to / when already signed in', async () => {
    const { fetchMock } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /auth/login': { success: true, auth_url: 'https://idp.example/a' },
    });
    renderInAdmin(<LoginPage />, { services: makeServices(fetchMock), path: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
