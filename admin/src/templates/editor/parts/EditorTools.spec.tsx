import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PREHEADER_EXISTS_MESSAGE } from '../extensions/preheader';
import { STORED_TEMPLATE, renderEditor } from '../test/editor-test-kit';

const DIVIDER = '<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">';
type User = ReturnType<typeof userEvent.setup>;

const ready = async () => {
  await screen.findByDisplayValue('Welcome');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Template body' }).querySelector('.merge-tag-chip')).not.toBeNull());
};
/** The serialised body, read from the HTML source view (then back to the visual view). */
const bodyHtml = async (user: User): Promise<string> => {
  await user.click(screen.getByRole('button', { name: 'HTML' }));
  const html = (screen.getByRole('textbox', { name: 'HTML source' }) as HTMLTextAreaElement).value;
  await user.click(screen.getByRole('button', { name: 'Visual' }));
  return html;
};
const linkDialog = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Insert link' }));
  return screen.findByRole('dialog', { name: 'Insert link' });
};

describe('link tool', () => {
  it.each([
    ['', 'URL is required'],
    ['javascript:alert(1)', 'JavaScript and data URLs are not allowed'],
    ['data:text/html,hi', 'JavaScript and data URLs are not allowed'],
    ['http://exa mple.com', 'Invalid URL format'],
  ])('refuses %j with "%s" and an "Invalid URL" toast', async (url, message) => {
    const user = userEvent.setup();
    renderEditor();
    await ready();
    const dialog = await linkDialog(user);
    if (url) await user.type(within(dialog).getByLabelText('URL'), url);
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Invalid URL');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Insert link' })).toBeInTheDocument();
  });

  it('adds https, upgrades http, and uses the URL as text when none is given', async () => {
    const user = userEvent.setup();
    renderEditor();
    await ready();
    let dialog = await linkDialog(user);
    await user.type(within(dialog).getByLabelText('URL'), 'example.com/quote');
    await user.type(within(dialog).getByLabelText('Link text (optional)'), 'Get a quote');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert link' })).not.toBeInTheDocument());
    dialog = await linkDialog(user);
    await user.type(within(dialog).getByLabelText('URL'), 'http://movers.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert link' })).not.toBeInTheDocument());
    const html = await bodyHtml(user);
    expect(html).toMatch(/<a [^>]*href="https:\/\/example\.com\/quote"[^>]*>Get a quote<\/a>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/movers\.example\.com"[^>]*>https:\/\/movers\.example\.com<\/a>/);
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
  });
});

describe('image tool', () => {
  const openImage = async (user: User) => {
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    return screen.findByRole('dialog', { name: 'Insert image' });
  };

  it('refuses other file types and uploads a blank-typed PNG with its inferred type, inserted 600 wide', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { methods } = renderEditor();
    await ready();
    const dialog = await openImage(user);
    const input = within(dialog).getByTestId('image-file-input');
    await user.upload(input, new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Please select a PNG, JPG, GIF, WebP, or SVG image.')).toBeInTheDocument();
    // Once: beside the picker, not also as a toast.
    expect(screen.getAllByText('Please select a PNG, JPG, GIF, WebP, or SVG image.')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload and insert' })).toBeDisabled();

    await user.upload(input, new File(['png'], 'logo.png', { type: '' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload and insert' }));
    await waitFor(() => expect(methods.uploadAsset).toHaveBeenCalledTimes(1));
    expect(methods.uploadAsset.mock.calls[0][0].type).toBe('image/png');
    expect(methods.uploadAsset.mock.calls[0][0].name).toBe('logo.png');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert image' })).not.toBeInTheDocument());
    expect(await bodyHtml(user)).toContain('<img src="https://cdn.example.com/b.png" alt="logo" width="600">');
  });

  it('shows "Failed to upload image" with the upload error', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    methods.uploadAsset.mockRejectedValueOnce(new Error('Upload failed (500)'));
    await ready();
    const dialog = await openImage(user);
    await user.upload(within(dialog).getByTestId('image-file-input'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload and insert' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to upload image');
    expect(toast).toHaveTextContent('Upload failed (500)');
  });

  it('picks an existing asset (search sent to the server), and copies its URL', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    await ready();
    const dialog = await openImage(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Existing assets' }));
    expect(await within(dialog).findByText('logo.png')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Search assets'), 'logo');
    await waitFor(() => expect(methods.listAssets).toHaveBeenLastCalledWith('logo'));

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy URL of logo.png' }));
    expect(writeText).toHaveBeenCalledWith('https://cdn.example.com/a.png');
    expect(await screen.findByText('Failed to copy URL')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Insert logo.png' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert image' })).not.toBeInTheDocument());
    expect(await bodyHtml(user)).toContain('<img src="https://cdn.example.com/a.png" alt="logo" width="600">');
  });

  it.each([
    [new Error('Storage offline'), 'Storage offline'],
    [{}, 'Unknown error'],
  ])('shows "Failed to load assets" with the server error or "Unknown error"', async (failure, message) => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    methods.listAssets.mockRejectedValue(failure);
    await ready();
    const dialog = await openImage(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Existing assets' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to load assets');
    expect(toast).toHaveTextContent(message);
  });
});

describe('preheader, divider and merge variables', () => {
  it('inserts the preheader at the top and refuses a second one', async () => {
    const user = userEvent.setup();
    renderEditor();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Insert preheader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert preheader' });
    await user.type(within(dialog).getByLabelText('Preheader text'), 'Your move is booked');
    await user.click(within(dialog).getByRole('button', { name: 'Insert preheader' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert preheader' })).not.toBeInTheDocument());
    expect(await bodyHtml(user)).toBe(`<div data-type="preheader">Your move is booked</div>${STORED_TEMPLATE.html}`);

    await user.click(screen.getByRole('button', { name: 'Insert preheader' }));
    expect(await screen.findByText(PREHEADER_EXISTS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Insert preheader' })).not.toBeInTheDocument();
  });

  it('inserts a 16 px divider, and variables from the grouped menu as chips', async () => {
    const user = userEvent.setup();
    renderEditor();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Insert divider' }));
    await user.click(screen.getByRole('button', { name: 'Merge variables' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Contact')).toBeInTheDocument();
    expect(within(menu).getByText('Move / Opportunity')).toBeInTheDocument();
    await user.click(within(menu).getByText('Move date'));
    const chips = screen.getByRole('textbox', { name: 'Template body' }).querySelectorAll('.merge-tag-chip');
    expect([...chips].map((chip) => chip.textContent).sort()).toEqual(['{{firstName}}', '{{moveDate}}']);
    const html = await bodyHtml(user);
    expect(html).toContain(DIVIDER);
    expect(html).toContain('{{moveDate}}');
  });
});

describe('HTML source view', () => {
  it('opens markup the visual editor cannot keep in the source view, with a warning, and keeps it', async () => {
    const user = userEvent.setup();
    const table = '<table><tr><td style="padding:8px">Hi {{firstName}}</td></tr></table>';
    renderEditor({ templates: [{ ...STORED_TEMPLATE, html: table }] });
    const source = await screen.findByRole('textbox', { name: 'HTML source' });
    expect(source).toHaveValue(table);
    expect(screen.getByTestId('unsupported-markup')).toHaveTextContent('<table> elements');
    expect(screen.getByTestId('unsupported-markup')).toHaveTextContent('style attributes');
    expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled();
    expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');

    // Tools insert at the cursor of the source.
    (source as HTMLTextAreaElement).setSelectionRange(table.length, table.length);
    await user.click(screen.getByRole('button', { name: 'Insert divider' }));
    expect(screen.getByRole('textbox', { name: 'HTML source' })).toHaveValue(`${table}<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">`);

    fireEvent.change(screen.getByRole('textbox', { name: 'HTML source' }), { target: { value: '<p>Plain {{firstName}}</p>' } });
    expect(screen.queryByTestId('unsupported-markup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visual' }));
    const chip = await waitFor(() => {
      const found = screen.getByRole('textbox', { name: 'Template body' }).querySelector('.merge-tag-chip');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(chip).toHaveTextContent('{{firstName}}');
  });
});
