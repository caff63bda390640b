import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Skeleton, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useWriteDenied, WRITE_DENIED } from '../../access/write-access';
import type { EditorContact } from './editor-api';
import { BodyEditor } from './parts/BodyEditor';
import { ContactChooser } from './parts/ContactChooser';
import { EditorTopBar, TemplateFields, type EditorMode } from './parts/EditorHeader';
import { PreviewPane } from './parts/PreviewPane';
import { TestSendPanel } from './parts/TestSendPanel';
import { PREVIEW_NEEDS_SAVE, type PreviewMode } from './use-preview';
import { useTemplateForm } from './use-template-form';

export interface TemplateEditorOverlayProps {
  /** null = a new template. */
  templateId: string | null;
  onClose: () => void;
}

const isSaveShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';

/** The full-screen template editor: fields, the body (visual or HTML), preview and test send. */
const TemplateEditorOverlay = ({ templateId, onClose }: TemplateEditorOverlayProps) => {
  const form = useTemplateForm(templateId);
  const notify = useNotify();
  const [mode, setMode] = useState<EditorMode>('edit');
  const [previewMode, setPreviewMode] = useState<PreviewMode>('rendered');
  const [contact, setContact] = useState<EditorContact | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);

  // Someone else's template (opened by its URL or from the finder): the user reads it but may not save it.
  const writeDenied = useWriteDenied(form.owned ?? {}, WRITE_DENIED.template);
  const denied = form.owned ? writeDenied : undefined;

  const save = () => {
    if (form.dirty && !form.saving && !denied) void form.save();
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  // Leaving the page (reload, tab close) with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!form.dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [form.dirty]);

  const requestClose = () => (form.dirty ? setConfirmingClose(true) : onClose());
  const changeMode = (next: EditorMode) => {
    if (next === 'preview' && !form.savedId) notify(PREVIEW_NEEDS_SAVE, { type: 'warning' });
    setMode(next);
  };

  const title = form.draft.name.trim() || (form.savedId ? 'Untitled template' : 'New template');
  let body;
  if (form.loadError) {
    body = (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" onClick={onClose}>Close</Button>}>
        <AlertTitle>{form.loadError}</AlertTitle>
        The template could not be opened.
      </Alert>
    );
  } else if (form.loading) {
    body = (
      <Stack spacing={2} sx={{ p: 2 }} aria-label="Loading template">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  } else {
    body = (
      <>
        <TemplateFields draft={form.draft} nameError={form.nameError} owner={form.owner} onChange={form.update} />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0, gap: 2, p: 2, pt: 0, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ display: mode === 'edit' ? 'flex' : 'none', flex: 1, minHeight: 0 }}>
              <BodyEditor
                key={form.loadCount}
                html={form.draft.html}
                onChange={(html) => form.update({ html })}
                onNormalized={form.loadCount > 0 ? form.normalizeHtml : undefined}
              />
            </Box>
            {mode === 'preview' ? (
              <PreviewPane templateId={form.savedId} dirty={form.dirty} html={form.draft.html} contact={contact} mode={previewMode} onModeChange={setPreviewMode} />
            ) : null}
          </Box>
          <Paper variant="outlined" component="aside" sx={{ width: { md: 320 }, flexShrink: 0, p: 2, alignSelf: 'flex-start' }}>
            <Stack spacing={3}>
              <ContactChooser value={contact} onChange={setContact} />
              <TestSendPanel
                templateId={form.savedId}
                subject={form.draft.subject}
                html={form.draft.html}
                contact={contact}
                defaultRecipient={form.ownerEmail}
              />
            </Stack>
          </Paper>
        </Box>
      </>
    );
  }

  return (
    <Dialog fullScreen open onClose={requestClose} aria-labelledby="template-editor-title" disableEscapeKeyDown={confirmingClose}>
      <Box id="template-editor-title" sx={{ display: 'none' }}>
        {title}
      </Box>
      <EditorTopBar
        title={title}
        dirty={form.dirty}
        saving={form.saving}
        mode={mode}
        onModeChange={changeMode}
        onSave={save}
        denied={denied}
        onClose={requestClose}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflow: 'auto', bgcolor: 'background.default' }}>{body}</Box>
      <Dialog open={confirmingClose} onClose={() => setConfirmingClose(false)} aria-labelledby="discard-title">
        <DialogTitle id="discard-title">Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>Your changes to this template have not been saved.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingClose(false)} autoFocus>
            Keep editing
          </Button>
          <Button color="error" onClick={onClose}>
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
};

export default TemplateEditorOverlay;
