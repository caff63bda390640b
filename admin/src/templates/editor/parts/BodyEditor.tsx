import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert, Box, TextField } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { EditorContent, useEditor } from '@tiptap/react';
import { templateExtensions } from '../extensions/editor-extensions';
import { serializeTemplateHtml } from '../extensions/merge-tag';
import { sourceTarget, visualTarget } from '../insert-targets';
import { chipifyMergeTags } from '../rules/merge-tag-html';
import { unsupportedMarkup } from '../rules/html-support';
import { EditorToolbar, type BodyView } from './EditorToolbar';

export interface BodyEditorProps {
  html: string;
  onChange: (html: string) => void;
  /** The loaded HTML as the visual editor writes it (same content; lets the form compare like with like). */
  onNormalized?: (html: string) => void;
}

const visualBlockedText = (items: string[]) =>
  `This template contains markup the visual editor cannot keep (${items.join(', ')}). It is shown as HTML so nothing is lost; the visual view is available once that markup is removed.`;

/**
 * The body: a TipTap editor (merge tags as chips) or the HTML source. The source view takes the HTML as stored;
 * leaving it loads that HTML into the visual editor. HTML holding markup the visual editor would drop opens in the
 * source view, which it cannot leave while that markup is there (see rules/html-support.ts).
 */
export const BodyEditor = ({ html, onChange, onNormalized }: BodyEditorProps) => {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [initiallyUnsupported] = useState(() => unsupportedMarkup(html).length > 0);
  const [view, setView] = useState<BodyView>(initiallyUnsupported ? 'html' : 'visual');
  const textarea = useRef<HTMLTextAreaElement>(null);

  const editor = useEditor({
    extensions: templateExtensions(),
    content: initiallyUnsupported ? '' : chipifyMergeTags(html),
    onCreate: ({ editor: current }) => {
      if (!initiallyUnsupported && html.trim()) onNormalized?.(serializeTemplateHtml(current));
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(serializeTemplateHtml(current)),
    editorProps: {
      transformPastedHTML: chipifyMergeTags,
      attributes: { 'aria-label': 'Template body', role: 'textbox', 'aria-multiline': 'true' },
    },
  });

  // Checked on the deferred value: typing in a large source stays responsive.
  const checkedHtml = useDeferredValue(html);
  const unsupported = useMemo(() => (view === 'html' ? unsupportedMarkup(checkedHtml) : []), [checkedHtml, view]);
  const blockedReason = unsupported.length ? visualBlockedText(unsupported) : null;

  const changeView = (next: BodyView) => {
    if (next === view) return;
    if (next === 'visual') {
      if (unsupportedMarkup(html).length || !editor) return;
      editor.commands.setContent(chipifyMergeTags(html), { emitUpdate: false });
    }
    setView(next);
  };

  const htmlRef = useRef(html);
  htmlRef.current = html;
  const target = useCallback(
    () => (view === 'visual' ? (editor ? visualTarget(editor) : null) : sourceTarget(textarea.current, htmlRef.current, (next) => onChangeRef.current(next))),
    [editor, view],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <EditorToolbar editor={editor} view={view} onViewChange={changeView} visualBlockedReason={blockedReason} target={target} />
      {blockedReason ? (
        <Alert severity="warning" sx={{ borderRadius: 0 }} data-testid="unsupported-markup">
          {blockedReason}
        </Alert>
      ) : null}
      <Box
        sx={(theme) => ({
          display: view === 'visual' ? 'block' : 'none',
          flex: 1,
          overflow: 'auto',
          '& .ProseMirror': { minHeight: 360, outline: 'none', px: 3, py: 2, maxWidth: 680, mx: 'auto', fontSize: 15, lineHeight: 1.6, fontFamily: 'Arial, Helvetica, sans-serif' },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
          '& .ProseMirror a': { color: theme.palette.primary.main },
          '& .ProseMirror .ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
          '& .merge-tag-chip': {
            display: 'inline-block',
            px: 0.75,
            mx: 0.25,
            borderRadius: 4,
            fontFamily: 'monospace',
            fontSize: '0.85em',
            lineHeight: 1.6,
            color: theme.palette.primary.main,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
            border: `1px solid ${alpha(theme.palette.primary.main, 0.4)}`,
            userSelect: 'none',
          },
          '& div[data-type="preheader"]': {
            color: 'text.secondary',
            fontSize: 13,
            borderBottom: `1px dashed ${theme.palette.divider}`,
            pb: 0.5,
            mb: 1.5,
            '&::before': { content: '"Preheader: "', fontWeight: 600 },
          },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
      {view === 'html' ? (
        <Box sx={{ p: 1.5 }}>
          <TextField
            inputRef={textarea}
            multiline
            fullWidth
            minRows={18}
            value={html}
            onChange={(event) => onChange(event.target.value)}
            label="HTML source"
            slotProps={{ htmlInput: { spellCheck: false, 'aria-label': 'HTML source' } }}
            sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } }}
          />
        </Box>
      ) : null}
    </Box>
  );
};
