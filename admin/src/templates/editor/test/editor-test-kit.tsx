import { vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import { createMemoryDataProvider } from '../../../test/memory-data-provider';
import { renderInAdmin } from '../../../test/render';
import type { MergeVariableGroup, TestSendResult } from '../../../api/types';
import { signedInAuthProvider } from '../../../test/auth-provider';
import type { EditorMethods } from '../editor-api';
import TemplateEditorOverlay from '../TemplateEditorOverlay';

// The test DOM has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype]) {
  if (!('getClientRects' in proto) || typeof proto.getClientRects !== 'function') Object.assign(proto, { getClientRects: emptyRects });
  if (!('getBoundingClientRect' in proto) || typeof proto.getBoundingClientRect !== 'function') Object.assign(proto, { getBoundingClientRect: zeroRect });
}
if (typeof document.elementFromPoint !== 'function') Object.assign(document, { elementFromPoint: () => null });

export const SIGNED_IN = { id: 'user-1', fullName: 'Dana Scully', email: 'dana@example.com' };

export const authProvider = signedInAuthProvider(SIGNED_IN);

export const VARIABLE_GROUPS: MergeVariableGroup[] = [
  { name: 'Contact', items: [{ key: 'firstName', label: 'First name', group: 'Contact', example: 'Maria' }] },
  { name: 'Move / Opportunity', items: [{ key: 'moveDate', label: 'Move date', group: 'Move / Opportunity', example: '2026-12-01' }] },
];

export const SENT: TestSendResult = {
  provider: 'smtp',
  request_id: 'r1',
  from: 'noreply@movingco.example',
  to: 'dana@example.com',
  subject: 's',
  saved_to_sent: true,
  error: null,
  delivery_id: 'd-1',
  message_id: 'm-1',
};

/** The editor's custom methods as vi.fn stubs with plain answers (override per test). */
export const editorMethods = () => ({
  getTemplateVariables: vi.fn<EditorMethods['getTemplateVariables']>(() => Promise.resolve(VARIABLE_GROUPS)),
  getExampleContacts: vi.fn<EditorMethods['getExampleContacts']>(() =>
    Promise.resolve([{ id: 'example-1', first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', name: 'Maria Lopez' }]),
  ),
  getRecentContacts: vi.fn<EditorMethods['getRecentContacts']>(() => Promise.resolve([])),
  previewTemplate: vi.fn<EditorMethods['previewTemplate']>(() => Promise.resolve({ html: '<p>Rendered</p>', subject: 'Welcome', text: 'Rendered', warnings: [], missing_assets: [] })),
  inlineTemplateHtml: vi.fn<EditorMethods['inlineTemplateHtml']>(() => Promise.resolve({ html_inlined: '<p style="x">Inlined</p>', warnings: [] })),
  listAssets: vi.fn<EditorMethods['listAssets']>(() =>
    Promise.resolve([{ key: '2026/11/a.png', url: 'https://cdn.example.com/a.png', filename: 'logo.png', size: 2048 }]),
  ),
  uploadAsset: vi.fn<EditorMethods['uploadAsset']>(() => Promise.resolve({ key: '2026/11/b.png', public_url: 'https://cdn.example.com/b.png' })),
  testSendTemplate: vi.fn<EditorMethods['testSendTemplate']>(() =>
    Promise.resolve(SENT),
  ),
});

export const STORED_TEMPLATE = {
  id: 't-1',
  name: 'Welcome',
  subject: 'Hello {{firstName}}',
  html: '<p>Hi {{firstName}}, welcome.</p>',
  text: 'Hi',
  tags: ['onboarding'],
  folder_id: null,
  owner_user_id: 'user-1',
};

type Provider = ReturnType<typeof createMemoryDataProvider>['provider'];
type Methods = ReturnType<typeof editorMethods>;

export const renderEditor = (
  options: { templateId?: string | null; templates?: RaRecord[]; path?: string; setup?: (provider: Provider, methods: Methods) => void } = {},
) => {
  const templates = (options.templates ?? [STORED_TEMPLATE]).map((record) => ({ ...record }));
  const { provider, memory } = createMemoryDataProvider({ templates });
  const methods = editorMethods();
  options.setup?.(provider, methods);
  const dataProvider = Object.assign(provider, methods);
  const onClose = vi.fn();
  const templateId = options.templateId === undefined ? 't-1' : options.templateId;
  const view = renderInAdmin(<TemplateEditorOverlay templateId={templateId} onClose={onClose} />, {
    dataProvider,
    authProvider,
    path: options.path ?? (templateId ? `/automation/templates/${templateId}` : '/automation/templates/new'),
  });
  return { ...view, provider, methods, memory, onClose };
};
