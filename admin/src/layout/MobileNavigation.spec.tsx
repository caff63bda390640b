import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, healthBody, healthyReport, signedIn } from '../test/fetch-mock';
import { staticMediaQueryList } from '../test/media-query';
import { makeServices, renderApp } from '../test/render';

/** Pretends to be a phone: every max-width media query (MUI's `down(...)`) matches. */
const phoneMatchMedia = (query: string): MediaQueryList => staticMediaQueryList(query, query.includes('max-width'));

const renderPhoneShell = (path = '/') => {
  const { fetchMock } = createFetchMock({
    'GET /auth/status': signedIn('staff'),
    'GET /api-health': healthBody(healthyReport),
    'GET /api/settings': { success: true, data: {} },
  });
  renderApp({ services: makeServices(fetchMock), path });
};

const openButton = () => screen.findByRole('button', { name: 'Open navigation' });
const queryDrawerSidebar = () => screen.queryByRole('complementary', { name: 'Sidebar' });

describe('phone-sized shell', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(phoneMatchMedia);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a top bar with the brand instead of the sidebar', async () => {
    renderPhoneShell();
    const button = await openButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Lead Automation')).toBeInTheDocument();
    expect(queryDrawerSidebar()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    expect(screen.getByText(/^rev /)).toBeInTheDocument();
  });

  it('opens the full sidebar in a drawer and closes it on navigation', async () => {
    renderPhoneShell('/');
    await userEvent.click(await openButton());
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(within(sidebar).getByText('Internal System')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'New Opportunity' })).toBeEnabled();
    expect(within(sidebar).queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();

    await userEvent.click(within(sidebar).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/));
    await waitFor(() => expect(queryDrawerSidebar()).not.toBeInTheDocument());
    expect(window.localStorage.getItem('la.sidebarCollapsed')).toBeNull();
  });

  it('New Opportunity closes the drawer and opens its dialog', async () => {
    renderPhoneShell('/settings');
    await userEvent.click(await openButton());
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'New Opportunity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Opportunity' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Create Opportunity' })).toBeInTheDocument();
    await waitFor(() => expect(queryDrawerSidebar()).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
  });

  it('closes the drawer when the current page is chosen again', async () => {
    renderPhoneShell('/settings');
    await userEvent.click(await openButton());
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(queryDrawerSidebar()).not.toBeInTheDocument());
  });

  it('closes the drawer on a backdrop click and on its close button', async () => {
    renderPhoneShell();
    await userEvent.click(await openButton());
    await screen.findByRole('complementary', { name: 'Sidebar' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    await waitFor(() => expect(queryDrawerSidebar()).not.toBeInTheDocument());

    await userEvent.click(await openButton());
    await screen.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(queryDrawerSidebar()).not.toBeInTheDocument());
  });
});
