import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { STORED_TEMPLATE, renderEditor } from './test/editor-test-kit';
import { loadFailure } from './use-template-form';

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const bodyEditor = () => screen.getByRole('textbox', { name: 'Template body' });

describe('template editor overlay: loading, dirty state and save', () => {
  it('loads the template with merge tags as chips, the owner, and "All changes saved" with Save disabled', async () => {
    renderEditor();
    expect(await screen.findByDisplayValue('Welcome')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello {{firstName}}');
    await waitFor(() => expect(screen.getByLabelText('Owner')).toHaveValue('Dana Scully · dana@example.com'));
    expect(screen.getByLabelText('Owner')).toHaveAttribute('readonly');
    const chip = await waitFor(() => {
      const found = bodyEditor().querySelector('.merge-tag-chip');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(chip).toHaveTextContent('{{firstName}}');
    expect(chip).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
    expect(saveButton()).toBeDisabled();
  });

  it('goes to "Unsaved changes" on a change, saves trimmed values with Ctrl+S, and goes back to saved', async () => {
    const user = userEvent.setup();
    const { provider } = renderEditor();
    const name = await screen.findByDisplayValue('Welcome');
    await user.clear(name);
    await user.type(name, '  Welcome back  ');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    expect(saveButton()).toBeEnabled();

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const call = provider.update.mock.calls[0];
    expect(call[0]).toBe('templates');
    expect(call[1].data).toMatchObject({ name: 'Welcome back', subject: 'Hello {{firstName}}', html: STORED_TEMPLATE.html, tags: ['onboarding'] });
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Welcome back');
    expect(saveButton()).toBeDisabled();
    expect(await screen.findByText('Template saved')).toBeInTheDocument();

    // Nothing changed: the shortcut does not save again.
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    expect(provider.update).toHaveBeenCalledTimes(1);
  });

  it('disables Save while saving', async () => {
    const user = userEvent.setup();
    const { provider } = renderEditor();
    let finish: () => void = () => undefined;
    provider.update.mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ data: { ...STORED_TEMPLATE, name: 'Welcome!' } }))),
    );
    await user.type(await screen.findByDisplayValue('Welcome'), '!');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
  });

  it('shows "Failed to save template" with the server details on separate lines', async () => {
    const user = userEvent.setup();
    const { provider } = renderEditor();
    provider.update.mockRejectedValueOnce(
      Object.assign(new ApiError({ message: 'Validation failed', status: 400 }), {
        details: ['Unresolved tokens in subject: {{nope}}', 'Unresolved tokens in body: {{bad}}'],
      }),
    );
    await user.type(await screen.findByDisplayValue('Welcome'), '!');
    await user.click(saveButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to save template');
    expect(toast.textContent).toContain('Unresolved tokens in subject: {{nope}}\nUnresolved tokens in body: {{bad}}');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
  });

  it('creates a new template, then moves to its route (replacing history)', async () => {
    const user = userEvent.setup();
    const { provider } = renderEditor({ templateId: null, templates: [] });
    expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
    await user.type(screen.getByLabelText(/^Name/), ' Quote follow-up ');
    await user.type(screen.getByLabelText('Subject'), 'Your quote');
    await user.click(saveButton());
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create.mock.calls[0][1].data).toMatchObject({ name: 'Quote follow-up', subject: 'Your quote', owner_user_id: 'user-1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/automation/templates/templates-1'));
  });

  it('asks before closing with unsaved changes and closes at once otherwise', async () => {
    const user = userEvent.setup();
    const { onClose } = renderEditor();
    const name = await screen.findByDisplayValue('Welcome');
    await user.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Close editor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close editor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('warns live about subjects over 78 characters', async () => {
    const user = userEvent.setup();
    renderEditor();
    const subject = await screen.findByDisplayValue('Hello {{firstName}}');
    expect(screen.queryByText('Subject line is longer than 78 characters and may be truncated')).not.toBeInTheDocument();
    await user.type(subject, ` ${'x'.repeat(60)}`);
    expect(screen.getByText('Subject line is longer than 78 characters and may be truncated')).toBeInTheDocument();
  });
});

describe("template editor overlay: someone else's template", () => {
  // Opened by its URL or from the Open template finder (the card's Edit is disabled already): Save stays off.
  it('keeps Save disabled for a staff user, saying why, and Ctrl+S saves nothing', async () => {
    const user = userEvent.setup();
    const { provider } = renderEditor({ templates: [{ ...STORED_TEMPLATE, owner_user_id: 'user-2' }] });
    const name = await screen.findByDisplayValue('Welcome');
    await user.type(name, '!');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.hover(saveButton().parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Save: Only the template's owner or an admin can change it");
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(provider.update).not.toHaveBeenCalled();
  });
});

describe('template editor overlay: load failures', () => {
  it.each([
    [404, 'Template not found or deleted'],
    [500, 'Server error loading template'],
    [400, 'Failed to load template'],
    [0, 'Network error'],
  ])('status %i shows "%s"', async (status, message) => {
    renderEditor({ setup: (provider) => provider.getOne.mockRejectedValue(new ApiError({ message: 'boom', status })) });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(message);
    // The 500 toast stays until closed; the others hide after the default duration.
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });
});

describe('load failure messages', () => {
  it('keeps only the server error on screen until closed', () => {
    expect(loadFailure(new ApiError({ message: 'x', status: 404 }))).toEqual({ message: 'Template not found or deleted', persistent: false });
    expect(loadFailure(new ApiError({ message: 'x', status: 503 }))).toEqual({ message: 'Server error loading template', persistent: true });
    expect(loadFailure(new ApiError({ message: 'x', status: 0, timedOut: true }))).toEqual({ message: 'Network error', persistent: false });
    expect(loadFailure(new TypeError('Failed to fetch'))).toEqual({ message: 'Network error', persistent: false });
    expect(loadFailure(new ApiError({ message: 'x', status: 403 }))).toEqual({ message: 'Failed to load template', persistent: false });
  });
});
