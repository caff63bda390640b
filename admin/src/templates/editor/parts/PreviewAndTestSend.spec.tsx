import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_TEMPLATE, renderEditor } from '../test/editor-test-kit';
import { PREVIEW_DEBOUNCE_MS } from '../use-preview';

type User = ReturnType<typeof userEvent.setup>;
const openPreview = async (user: User) => {
  await screen.findByDisplayValue('Welcome');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
};

describe('preview', () => {
  it('needs a saved template', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor({ templateId: null, templates: [] });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please save the template before previewing');
    expect(screen.getAllByText('Please save the template before previewing')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS + 100));
    expect(methods.previewTemplate).not.toHaveBeenCalled();
  });

  it('renders the saved template in a sandboxed frame, 500 ms after the last change, with warnings', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    const calledAt: number[] = [];
    methods.previewTemplate.mockImplementation(() => {
      calledAt.push(Date.now());
      return Promise.resolve({ html: '<p>Hi Maria</p>', subject: 'Hi', text: 'Hi Maria', warnings: [{ code: 'UNRESOLVED_TOKENS_BODY', message: 'Unknown tag {{nope}}' }], missing_assets: [] });
    });
    await screen.findByDisplayValue('Welcome');
    const openedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Rendered preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hi Maria</p>');
    expect(calledAt).toHaveLength(1);
    expect(calledAt[0] - openedAt).toBeGreaterThanOrEqual(PREVIEW_DEBOUNCE_MS - 10);
    expect(methods.previewTemplate).toHaveBeenCalledWith('t-1', null);
    expect(screen.getByTestId('preview-warnings')).toHaveTextContent('Unknown tag {{nope}}');
  });

  it('sends only the last of quick changes (debounced)', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    await openPreview(user);
    // Three switches in one tick (fireEvent, not userEvent, whose awaited clicks can take longer than the debounce on a
    // loaded machine): only the last one may reach the server.
    fireEvent.click(screen.getByRole('button', { name: 'Inlined' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rendered' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inlined' }));
    await screen.findByTitle('Inlined preview');
    expect(methods.previewTemplate).not.toHaveBeenCalled();
    expect(methods.inlineTemplateHtml).toHaveBeenCalledTimes(1);
    expect(methods.inlineTemplateHtml).toHaveBeenCalledWith({ html: STORED_TEMPLATE.html, resolve_assets: true, sanitize: true, inline: true });
    expect(screen.getByTitle('Inlined preview')).toHaveAttribute('srcdoc', '<p style="x">Inlined</p>');
  });

  it('warns "Some images failed to load" when assets are missing', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    methods.previewTemplate.mockResolvedValue({ html: '<p>x</p>', subject: 'x', text: 'x', warnings: [], missing_assets: ['2026/11/gone.png'] });
    await openPreview(user);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Some images failed to load');
  });

  it.each([
    ['Rendered', 'Failed to generate preview'],
    ['Inlined', 'Failed to generate inlined preview'],
  ])('%s failure shows "%s"', async (mode, message) => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    methods.previewTemplate.mockRejectedValue(new Error('Template has errors'));
    methods.inlineTemplateHtml.mockRejectedValue(new Error('Template has errors'));
    await openPreview(user);
    if (mode === 'Inlined') await user.click(screen.getByRole('button', { name: 'Inlined' }));
    await waitFor(() => expect(screen.getAllByTestId('toast').some((toast) => toast.textContent?.includes(message))).toBe(true));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('fills the preview for the chosen example contact', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    await screen.findByDisplayValue('Welcome');
    await user.click(screen.getByLabelText('Example contact'));
    await user.click(await screen.findByRole('option', { name: /Maria Lopez/ }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(methods.previewTemplate).toHaveBeenCalledWith('t-1', { first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', name: 'Maria Lopez' }),
    );
  });
});

describe('test send', () => {
  const sendButton = () => screen.getByRole('button', { name: 'Send test email' });

  it('prefills the signed-in user and needs a saved template', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor({ templateId: null, templates: [] });
    await waitFor(() => expect(screen.getByLabelText('Test recipient')).toHaveValue('dana@example.com'));
    await user.click(sendButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please save the template first before sending test email');
    expect(methods.testSendTemplate).not.toHaveBeenCalled();
  });

  it('needs a subject and content', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor({ templates: [{ ...STORED_TEMPLATE, subject: '', html: '<p></p>' }] });
    await screen.findByDisplayValue('Welcome');
    await user.click(sendButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Please fill in subject and content before sending test email');
    expect(methods.testSendTemplate).not.toHaveBeenCalled();
  });

  it('sends and offers "View in Sent mail"', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    await screen.findByDisplayValue('Welcome');
    await waitFor(() => expect(screen.getByLabelText('Test recipient')).toHaveValue('dana@example.com'));
    await user.click(sendButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Test email sent to dana@example.com');
    expect(methods.testSendTemplate).toHaveBeenCalledWith('t-1', expect.objectContaining({
      to_email: 'dana@example.com',
      subject: 'Hello {{firstName}}',
      html: STORED_TEMPLATE.html,
      inline_images: true,
    }));
    await user.click(within(toast).getByRole('button', { name: 'View in Sent mail', hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sent-mail?id=m-1');
  });

  it('fills the test email for the example contact the preview shows: a stored contact by id, another by name', async () => {
    const user = userEvent.setup();
    const stored = { id: '5b0f7f2e-2c4e-4b8a-9d61-0f1e2d3c4b5a', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', name: 'Ann Lee' };
    const { methods } = renderEditor({
      setup: (_provider, stubs) => {
        stubs.getExampleContacts.mockResolvedValue([stored, { id: 'example-1', first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', name: 'Maria Lopez' }]);
      },
    });
    await screen.findByDisplayValue('Welcome');
    await waitFor(() => expect(screen.getByLabelText('Test recipient')).toHaveValue('dana@example.com'));
    await user.click(screen.getByLabelText('Example contact'));
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await user.click(sendButton());
    await waitFor(() => expect(methods.testSendTemplate).toHaveBeenCalledTimes(1));
    expect(methods.testSendTemplate.mock.calls[0][1]).toMatchObject({ contact_id: stored.id });
    expect(methods.testSendTemplate.mock.calls[0][1]).not.toHaveProperty('context');

    await user.click(screen.getByLabelText('Example contact'));
    await user.click(await screen.findByRole('option', { name: /Maria Lopez/ }));
    await user.click(sendButton());
    await waitFor(() => expect(methods.testSendTemplate).toHaveBeenCalledTimes(2));
    expect(methods.testSendTemplate.mock.calls[1][1]).toMatchObject({ context: { customer_name: 'Maria Lopez' } });
  });

  it('keeps a failure on screen as "Test email failed" with the message and Retry', async () => {
    const user = userEvent.setup();
    const { methods } = renderEditor();
    methods.testSendTemplate
      .mockRejectedValueOnce(new Error('SMTP refused the recipient'))
      .mockRejectedValueOnce(new Error('Mailbox unavailable'));
    await screen.findByDisplayValue('Welcome');
    await waitFor(() => expect(screen.getByLabelText('Test recipient')).toHaveValue('dana@example.com'));
    await user.click(sendButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Test email failed');
    expect(toast).toHaveTextContent('SMTP refused the recipient');
    expect(toast).toHaveAttribute('role', 'alert');
    await user.click(within(toast).getByRole('button', { name: 'Retry', hidden: true }));
    await waitFor(() => expect(methods.testSendTemplate).toHaveBeenCalledTimes(2));
    const next = await screen.findByText('Mailbox unavailable');
    expect(next.closest('[data-testid="toast"]')).toHaveTextContent('Test email failed');
  });
});
