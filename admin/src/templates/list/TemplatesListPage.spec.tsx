import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserIdentity } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateRecord } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { signedInAuthProvider } from '../../test/auth-provider';
import { renderInAdmin } from '../../test/render';
import TemplatesListPage from './TemplatesListPage';

// The editor is its own chunk and its own screen: here a stand-in shows which template the route opened.
vi.mock('../editor/TemplateEditorOverlay', () => ({
  default: ({ templateId, onClose }: { templateId: string | null; onClose: () => void }) => (
    <div role="dialog" aria-label="Template editor">
      <span>{`Editing ${templateId ?? 'a new template'}`}</span>
      <button type="button" onClick={onClose}>
        Close editor
      </button>
    </div>
  ),
}));

const template = (index: number, extra: Partial<TemplateRecord> = {}): TemplateRecord => ({
  id: `t-${index}`,
  name: `Template ${String(index).padStart(2, '0')}`,
  subject: `Subject ${index}`,
  html: '<p>x</p>',
  text: 'x',
  tags: [],
  variables: [],
  folder_id: null,
  folderId: null,
  owner_user_id: 'u1',
  created_at: '2026-10-01T10:00:00.000Z',
  // Later index = more recently updated.
  updated_at: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString(),
  ...extra,
});

const WELCOME = template(3, { name: 'Welcome aboard', subject: 'Your move with us', tags: ['onboarding', 'moving'], updated_at: '2026-11-20T12:00:00.000Z' });
const QUOTE = template(2, { name: 'Quote follow-up', subject: 'Your quote', tags: [], updated_at: '2026-11-19T12:00:00.000Z' });

const renderList = (
  rows: TemplateRecord[],
  options: { path?: string; identity?: UserIdentity; setup?: (provider: ReturnType<typeof createMemoryDataProvider>['provider']) => void } = {},
) => {
  const searchTemplates = vi.fn((q?: string) => Promise.resolve(rows.filter((row) => !q || row.name.toLowerCase().includes(q.toLowerCase()))));
  const { provider, memory } = createMemoryDataProvider({ templates: rows.map((row) => ({ ...row })) }, { searchTemplates });
  options.setup?.(provider);
  renderInAdmin(
    <Routes>
      <Route path="/automation/templates/*" element={<TemplatesListPage />} />
    </Routes>,
    { dataProvider: provider, authProvider: options.identity ? signedInAuthProvider(options.identity) : undefined, path: options.path ?? '/automation/templates' },
  );
  return { provider, memory, searchTemplates };
};

const cards = () => within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('article');
const location = () => screen.getByTestId('location');

describe('Templates list', () => {
  it('shows each template as a card: name, subject, tags as chips, updated date; most recently updated first', async () => {
    renderList([QUOTE, WELCOME]);
    const welcome = await screen.findByRole('article', { name: 'Welcome aboard' });
    expect(within(welcome).getByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(within(welcome).getByText('Your move with us')).toBeInTheDocument();
    const tags = within(welcome).getByLabelText('Tags');
    expect(within(tags).getByText('onboarding')).toBeInTheDocument();
    expect(within(tags).getByText('moving')).toBeInTheDocument();
    expect(within(welcome).getByText('Updated Nov 20, 2026')).toBeInTheDocument();
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Welcome aboard', 'Quote follow-up']);
    expect(screen.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeInTheDocument();
  });

  it('shows skeleton cards while the first page loads', async () => {
    renderList([WELCOME], { setup: (provider) => provider.getList.mockReturnValueOnce(new Promise(() => undefined)) });
    expect(await screen.findByLabelText('Loading templates')).toBeInTheDocument();
    expect(screen.getAllByTestId('template-skeleton')).toHaveLength(6);
  });

  it('shows the empty state with a New Template button when there are no templates', async () => {
    renderList([]);
    expect(await screen.findByText('No templates')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first email template.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New Template' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(location()).toHaveTextContent(/^\/automation\/templates\/new$/);
    expect(await screen.findByText('Editing a new template')).toBeInTheDocument();
  });

  it('shows an error box with Try again when the list fails to load', async () => {
    const { provider } = renderList([WELCOME], {
      setup: (mock) => mock.getList.mockRejectedValueOnce(new ApiError({ message: 'Database unavailable', status: 503 })),
    });
    expect(await screen.findByText('Failed to load templates')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledTimes(2);
  });

  it('searches after typing stops, with the trimmed term as the q filter', async () => {
    const { provider } = renderList([QUOTE, WELCOME]);
    await screen.findByRole('article', { name: 'Welcome aboard' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search templates' }), ' quote ');
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Quote follow-up']));
    const terms = provider.getList.mock.calls.map(([, params]) => (params.filter as { q?: string }).q).filter(Boolean);
    // The settled term, trimmed, is the last request. Keystrokes within 300 ms of each other make none; one before it can
    // only be a pause longer than that mid-word (a loaded test machine), so it is a beginning of the word.
    expect(terms.at(-1)).toBe('quote');
    for (const term of terms) expect('quote'.startsWith(term ?? '')).toBe(true);
    expect(provider.getList.mock.calls.at(-1)?.[1]).toMatchObject({ pagination: { page: 1, perPage: 20 }, sort: { field: 'updated_at', order: 'DESC' } });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'nothing like it');
    expect(await screen.findByText('No templates match your search')).toBeInTheDocument();
  });

  it('pages 20 cards at a time', async () => {
    renderList(Array.from({ length: 25 }, (_, index) => template(index + 1)));
    await screen.findByRole('article', { name: 'Template 25' });
    expect(cards()).toHaveLength(20);
    expect(screen.getByTestId('templates-range')).toHaveTextContent('Showing 1–20 of 25 templates');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards()[0]).toHaveAccessibleName('Template 05');
    expect(screen.getByTestId('templates-range')).toHaveTextContent('Showing 21–25 of 25 templates');
  });

  it('asks before deleting, with the exact question, then deletes and the card goes away', async () => {
    const { provider } = renderList([QUOTE, WELCOME]);
    const welcome = await screen.findByRole('article', { name: 'Welcome aboard' });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Delete Welcome aboard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Welcome aboard"? This action cannot be undone.')).toBeInTheDocument();
    expect(provider.delete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('templates', expect.objectContaining({ id: 't-3', previousData: expect.objectContaining({ name: 'Welcome aboard' }) })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Welcome aboard' })).not.toBeInTheDocument());
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it("disables Edit and Delete on someone else's template for a staff user, saying why; the user's own stay enabled", async () => {
    const mine = template(4, { name: 'Mine', owner_user_id: 'u9' });
    renderList([mine, WELCOME], { identity: { id: 'u9', fullName: 'Sam Staff', role: 'staff' } });
    const theirs = await screen.findByRole('article', { name: 'Welcome aboard' });
    // Once the signed-in user is known (u9; Welcome aboard is u1's).
    await waitFor(() => expect(within(theirs).getByRole('button', { name: 'Edit Welcome aboard' })).toBeDisabled());
    const remove = within(theirs).getByRole('button', { name: 'Delete Welcome aboard' });
    expect(remove).toBeDisabled();
    await userEvent.hover(within(theirs).getByRole('button', { name: 'Edit Welcome aboard' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Edit: Only the template's owner or an admin can change it");
    await userEvent.unhover(within(theirs).getByRole('button', { name: 'Edit Welcome aboard' }).parentElement as HTMLElement);
    await userEvent.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: "Delete: Only the template's owner or an admin can change it" })).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Mine' });
    expect(within(own).getByRole('button', { name: 'Edit Mine' })).toBeEnabled();
    expect(within(own).getByRole('button', { name: 'Delete Mine' })).toBeEnabled();
  });

  it("keeps Edit and Delete enabled on someone else's template for an admin", async () => {
    renderList([WELCOME], { identity: { id: 'a1', fullName: 'Alex Admin', role: 'admin' } });
    const theirs = await screen.findByRole('article', { name: 'Welcome aboard' });
    await userEvent.click(within(theirs).getByRole('button', { name: 'Edit Welcome aboard' }));
    expect(await screen.findByText('Editing t-3')).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Delete Welcome aboard' })).toBeEnabled();
  });

  it('cancelling the question deletes nothing', async () => {
    const { provider } = renderList([WELCOME]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Welcome aboard' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
  });

  it.each([
    [new ApiError({ message: 'Template is in use', status: 409 }), 'Failed to delete template: Template is in use'],
    [new ApiError({ message: '', status: 500 }), 'Failed to delete template: Unknown error'],
    [new ApiError({ message: 'Network error', status: 0 }), 'Failed to delete template. Please try again.'],
  ])('tells why a delete failed (%s)', async (failure, message) => {
    renderList([WELCOME], { setup: (provider) => provider.delete.mockRejectedValueOnce(failure) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Welcome aboard' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
  });

  it('opens the editor over the list for a template, and closing returns to the list', async () => {
    renderList([WELCOME]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welcome aboard' }));
    expect(location()).toHaveTextContent(/^\/automation\/templates\/t-3$/);
    expect(await screen.findByText('Editing t-3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(location()).toHaveTextContent(/^\/automation\/templates$/);
    expect(screen.queryByRole('dialog', { name: 'Template editor' })).not.toBeInTheDocument();
  });

  it('answers /automation/templates/new and /automation/templates/:id with the editor on top of the list', async () => {
    renderList([WELCOME], { path: '/automation/templates/new' });
    expect(await screen.findByText('Editing a new template')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Welcome aboard' })).toBeInTheDocument();
  });

  it('the Open template finder opens the chosen template in the editor', async () => {
    const { searchTemplates } = renderList([QUOTE, WELCOME]);
    await screen.findByRole('article', { name: 'Welcome aboard' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Open template' }));
    await userEvent.click(await screen.findByRole('option', { name: /Quote follow-up/ }));
    expect(searchTemplates).toHaveBeenCalled();
    expect(location()).toHaveTextContent(/^\/automation\/templates\/t-2$/);
    expect(await screen.findByText('Editing t-2')).toBeInTheDocument();
  });
});
