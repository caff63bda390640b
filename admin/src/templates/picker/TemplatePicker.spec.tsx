import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateSummary } from '../../api/types';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { ApiError } from '../../providers/api-error';
import { PICKER_SEARCH_DEBOUNCE_MS, TemplatePicker } from './TemplatePicker';

const summary = (id: string, name: string, subject: string, created = '2026-11-01T10:00:00.000Z'): TemplateSummary => ({
  id,
  name,
  subject,
  html: '<p>x</p>',
  text: 'x',
  tags: [],
  variables: [],
  folder_id: null,
  folderId: null,
  owner_user_id: null,
  created_at: created,
  updated_at: created,
});

const WELCOME = summary('t-1', 'Welcome aboard', 'Your move with us', '2026-11-03T10:00:00.000Z');
const BLANK = summary('t-2', 'Draft without subject', '');

const renderPicker = (found: (q?: string) => TemplateSummary[], value: string | null = null) => {
  const searchTemplates = vi.fn((q?: string) => Promise.resolve(found(q)));
  const { provider } = createMemoryDataProvider({ templates: [WELCOME, BLANK] }, { searchTemplates });
  const onChange = vi.fn();
  renderInAdmin(<TemplatePicker value={value} onChange={onChange} label="Template" />, { dataProvider: provider });
  return { searchTemplates, onChange, provider };
};

const open = () => userEvent.click(screen.getByRole('combobox', { name: 'Template' }));

describe('TemplatePicker', () => {
  it('loads the templates when opened (not before) and shows name, subject or "No subject", id and created date', async () => {
    const { searchTemplates } = renderPicker(() => [WELCOME, BLANK]);
    expect(searchTemplates).not.toHaveBeenCalled();
    await open();
    const welcome = await screen.findByRole('option', { name: /Welcome aboard/ });
    expect(within(welcome).getByText('Your move with us')).toBeInTheDocument();
    expect(within(welcome).getByText('ID t-1')).toBeInTheDocument();
    expect(within(welcome).getByText('Created Nov 3, 2026')).toBeInTheDocument();
    const blank = screen.getByRole('option', { name: /Draft without subject/ });
    expect(within(blank).getByText('No subject')).toBeInTheDocument();
    expect(searchTemplates).toHaveBeenCalledWith(undefined);
  });

  it('searches 250 ms after the last keystroke, once, with the trimmed term', async () => {
    const { searchTemplates } = renderPicker((q) => (q ? [WELCOME].filter((t) => t.name.toLowerCase().includes(q.toLowerCase())) : [WELCOME, BLANK]));
    await open();
    await screen.findByRole('option', { name: /Draft without subject/ });
    searchTemplates.mockClear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await user.type(screen.getByRole('combobox', { name: 'Template' }), ' wel');
      await act(() => vi.advanceTimersByTimeAsync(PICKER_SEARCH_DEBOUNCE_MS - 50));
      expect(searchTemplates).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(60));
      expect(searchTemplates).toHaveBeenCalledTimes(1);
      expect(searchTemplates).toHaveBeenCalledWith('wel');
      await act(() => vi.advanceTimersByTimeAsync(50));
      await waitFor(() => expect(screen.queryByRole('option', { name: /Draft without subject/ })).not.toBeInTheDocument());
      expect(screen.getByRole('option', { name: /Welcome aboard/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the choice over with its id and template', async () => {
    const { onChange } = renderPicker(() => [WELCOME, BLANK]);
    await open();
    await userEvent.click(await screen.findByRole('option', { name: /Welcome aboard/ }));
    expect(onChange).toHaveBeenCalledWith('t-1', WELCOME);
  });

  it('shows the name of a value it did not load itself', async () => {
    renderPicker(() => [], 't-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Welcome aboard'));
  });

  it('says "Template not found" for a saved choice whose template is gone', async () => {
    const { provider } = renderPicker(() => [], 't-gone');
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledWith('templates', expect.objectContaining({ id: 't-gone' }));
  });

  it('says "Failed to load template details" when the chosen template cannot be read', async () => {
    const searchTemplates = vi.fn(() => Promise.resolve([]));
    const { provider } = createMemoryDataProvider({ templates: [] }, { searchTemplates });
    provider.getOne.mockRejectedValue(new ApiError({ status: 500, message: 'Server error' }));
    renderInAdmin(<TemplatePicker value="t-1" onChange={vi.fn()} label="Template" />, { dataProvider: provider });
    expect(await screen.findByText('Failed to load template details')).toBeInTheDocument();
  });

  it('says "No templates available" with a link to a new template in a new tab when there are none', async () => {
    renderPicker(() => []);
    await open();
    expect(await screen.findByText('No templates available')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Create a template' });
    expect(link).toHaveAttribute('href', '/automation/templates/new');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says "No templates match your search" when a search finds nothing', async () => {
    renderPicker((q) => (q ? [] : [WELCOME]));
    await open();
    await screen.findByRole('option', { name: /Welcome aboard/ });
    await userEvent.type(screen.getByRole('combobox', { name: 'Template' }), 'zzz');
    expect(await screen.findByText('No templates match your search')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a template' })).not.toBeInTheDocument();
  });
});
