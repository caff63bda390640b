import { act, screen, waitFor } from '@testing-library/react';
import { useGetList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import TemplateEditorOverlay from './TemplateEditorOverlay';
import { STORED_TEMPLATE, authProvider, editorMethods } from './test/editor-test-kit';

/** The templates list behind the editor: its rows (no body) seed react-admin's getOne cache. */
const ListBehind = () => {
  useGetList('templates', { pagination: { page: 1, perPage: 25 } });
  return null;
};

describe('template editor opened over the list', () => {
  it('waits for the full template (with its body) when the list row reached the cache first', async () => {
    const { provider } = createMemoryDataProvider({ templates: [{ ...STORED_TEMPLATE }] });
    const { html: _body, text: _text, ...row } = STORED_TEMPLATE;
    provider.getList.mockResolvedValue({ data: [row], total: 1 });
    let answer: () => void = () => undefined;
    provider.getOne.mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ data: { ...STORED_TEMPLATE } }))));
    renderInAdmin(
      <>
        <ListBehind />
        <TemplateEditorOverlay templateId="t-1" onClose={vi.fn()} />
      </>,
      { dataProvider: Object.assign(provider, editorMethods()), authProvider, path: '/automation/templates/t-1' },
    );
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    await waitFor(() => expect(provider.getOne).toHaveBeenCalled());
    // Let the list's answer land in the cache while the template's own read is still out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The list row alone does not open the form.
    expect(screen.getByLabelText('Loading template')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Template body' })).not.toBeInTheDocument();

    act(() => answer());
    const body = await screen.findByRole('textbox', { name: 'Template body' });
    await waitFor(() => expect(body.querySelector('.merge-tag-chip')).not.toBeNull());
    expect(body).toHaveTextContent('welcome.');
    expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
  });
});
