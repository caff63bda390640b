import { useState, type ReactNode } from 'react';
import { Box, Divider as MuiDivider, IconButton, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import ShortTextIcon from '@mui/icons-material/ShortText';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useNotify } from 'react-admin';
import { PREHEADER_EXISTS_MESSAGE } from '../extensions/preheader';
import type { InsertTarget } from '../insert-targets';
import { ImageDialog } from './ImageDialog';
import { LinkDialog } from './LinkDialog';
import { MergeTagMenu } from './MergeTagMenu';
import { PreheaderDialog } from './PreheaderDialog';

export type BodyView = 'visual' | 'html';

const Tool = ({ label, onClick, active, disabled, children }: { label: string; onClick: () => void; active?: boolean; disabled?: boolean; children: ReactNode }) => (
  <Tooltip title={label}>
    <span>
      <IconButton size="small" aria-label={label} aria-pressed={active} onClick={onClick} disabled={disabled} color={active ? 'primary' : 'default'}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** Bold/italic/lists/headings (visual view only) and the insert tools (both views). */
const FormatTools = ({ editor, disabled }: { editor: Editor | null; disabled: boolean }) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      h1: current?.isActive('heading', { level: 1 }) ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
    }),
  });
  const off = disabled || !editor;
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor) action(editor.chain().focus()).run();
  };
  return (
    <>
      <Tool label="Bold" active={state?.bold} disabled={off} onClick={() => run((c) => c.toggleBold())}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool label="Italic" active={state?.italic} disabled={off} onClick={() => run((c) => c.toggleItalic())}>
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool label="Heading 1" active={state?.h1} disabled={off} onClick={() => run((c) => c.toggleHeading({ level: 1 }))}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 13, width: 20 }}>H1</Box>
      </Tool>
      <Tool label="Heading 2" active={state?.h2} disabled={off} onClick={() => run((c) => c.toggleHeading({ level: 2 }))}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: 13, width: 20 }}>H2</Box>
      </Tool>
      <Tool label="Bulleted list" active={state?.bullet} disabled={off} onClick={() => run((c) => c.toggleBulletList())}>
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool label="Numbered list" active={state?.ordered} disabled={off} onClick={() => run((c) => c.toggleOrderedList())}>
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
    </>
  );
};

export interface EditorToolbarProps {
  editor: Editor | null;
  view: BodyView;
  onViewChange: (view: BodyView) => void;
  /** Why the visual view is unavailable (null = available). */
  visualBlockedReason: string | null;
  /** The current insertion target (the visual editor or the HTML source). */
  target: () => InsertTarget | null;
}

export const EditorToolbar = ({ editor, view, onViewChange, visualBlockedReason, target }: EditorToolbarProps) => {
  const notify = useNotify();
  const [dialog, setDialog] = useState<'link' | 'image' | 'preheader' | null>(null);
  const [selected, setSelected] = useState('');

  const withTarget = (action: (t: InsertTarget) => void) => {
    const current = target();
    if (current) action(current);
  };
  const openPreheader = () =>
    withTarget((t) => {
      if (t.hasPreheader()) notify(PREHEADER_EXISTS_MESSAGE, { type: 'warning' });
      else setDialog('preheader');
    });

  return (
    <Box
      role="toolbar"
      aria-label="Formatting and insert tools"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <FormatTools editor={editor} disabled={view !== 'visual'} />
      <MuiDivider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool
        label="Insert link"
        onClick={() =>
          withTarget((t) => {
            setSelected(t.selectedText());
            setDialog('link');
          })
        }
      >
        <LinkIcon fontSize="small" />
      </Tool>
      <Tool label="Insert image" onClick={() => setDialog('image')}>
        <ImageIcon fontSize="small" />
      </Tool>
      <Tool label="Insert preheader" onClick={openPreheader}>
        <ShortTextIcon fontSize="small" />
      </Tool>
      <Tool label="Insert divider" onClick={() => withTarget((t) => t.insertDivider())}>
        <HorizontalRuleIcon fontSize="small" />
      </Tool>
      <MergeTagMenu onInsert={(key) => withTarget((t) => t.insertMergeTag(key))} />
      <Box sx={{ flex: 1 }} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: BodyView | null) => {
          if (next) onViewChange(next);
        }}
        aria-label="Body view"
      >
        <ToggleButton value="visual" disabled={visualBlockedReason !== null && view !== 'visual'} title={visualBlockedReason ?? undefined}>
          Visual
        </ToggleButton>
        <ToggleButton value="html">
          HTML
        </ToggleButton>
      </ToggleButtonGroup>
      <LinkDialog open={dialog === 'link'} selectedText={selected} onClose={() => setDialog(null)} onInsert={(url, text) => withTarget((t) => t.insertLink(url, text))} />
      <ImageDialog open={dialog === 'image'} onClose={() => setDialog(null)} onInsert={(src, alt) => withTarget((t) => t.insertImage(src, alt))} />
      <PreheaderDialog
        open={dialog === 'preheader'}
        onClose={() => setDialog(null)}
        onInsert={(text) =>
          withTarget((t) => {
            if (t.hasPreheader()) notify(PREHEADER_EXISTS_MESSAGE, { type: 'warning' });
            else t.insertPreheader(text);
          })
        }
      />
    </Box>
  );
};
