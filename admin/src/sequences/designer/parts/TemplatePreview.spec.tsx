import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { createMemoryDataProvider } from '../../../test/memory-data-provider';
import { renderInAdmin } from '../../../test/render';
import { template } from '../test/sequence-test-kit';
import { TemplatePreview } from './TemplatePreview';

const TABLE_HTML =
  '<p>Hi {{firstName}},</p><table><tr><td>Move date</td><td>{{moveDate}}</td></tr><tr><td>From</td><td>{{originCity}}</td></tr></table>';

const renderPreview = (extra: Parameters<typeof template>[1], subjectOverride = '') => {
  const { provider } = createMemoryDataProvider({ templates: [template('t1', extra) as unknown as RaRecord] });
  renderInAdmin(<TemplatePreview templateId="t1" subjectOverride={subjectOverride} />, { dataProvider: provider });
};

/** The body frame's document, as the browser will show it. */
const frameDocument = (frame: HTMLElement) => new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');

describe('TemplatePreview (sequence designer step)', () => {
  it('shows an HTML body as HTML in a sandboxed frame, so a table keeps its rows and cells', async () => {
    renderPreview({ html: TABLE_HTML });
    const preview = await screen.findByRole('region', { name: 'Template preview' });
    const frame = within(preview).getByTitle('Template body');
    expect(frame.tagName).toBe('IFRAME');
    // Every sandbox restriction: no scripts, forms or same-origin access.
    expect(frame.getAttribute('sandbox')).toBe('');
    const rows = Array.from(frameDocument(frame).querySelectorAll('tr')).map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Move date', '{{moveDate}}'],
      ['From', '{{originCity}}'],
    ]);
    expect(preview).not.toHaveTextContent('Move date{{moveDate}}');
  });

  it('still highlights the placeholders: in the subject and inside the body frame', async () => {
    renderPreview({ html: TABLE_HTML });
    const preview = await screen.findByRole('region', { name: 'Template preview' });
    expect(Array.from(preview.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['{{firstName}}']);
    const body = frameDocument(within(preview).getByTitle('Template body'));
    expect(Array.from(body.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['{{firstName}}', '{{moveDate}}', '{{originCity}}']);
  });

  it('shows a text-only template as its text, with no frame', async () => {
    renderPreview({ html: '', text: 'Move date: {{moveDate}}' }, 'Your move {{moveDate}}');
    const preview = await screen.findByRole('region', { name: 'Template preview' });
    expect(preview).toHaveTextContent('Subject: Your move {{moveDate}}');
    expect(preview).toHaveTextContent('Move date: {{moveDate}}');
    expect(within(preview).queryByTitle('Template body')).not.toBeInTheDocument();
  });
});
