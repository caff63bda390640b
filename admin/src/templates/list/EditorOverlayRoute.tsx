import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Backdrop, CircularProgress } from '@mui/material';
import { editorTargetOf, TEMPLATES_PATH } from '../paths';

// The editor (TipTap and its tools) is its own chunk, loaded the first time a template is opened.
const TemplateEditorOverlay = lazy(() => import('../editor/TemplateEditorOverlay'));

/**
 * The editor on top of the list when the path goes on past /automation/templates: /new for a new template, /:id for
 * one template. Closing goes back to the list (which reloads, so a save shows up).
 */
export const EditorOverlayRoute = ({ onClosed }: { onClosed: () => void }) => {
  const { '*': rest } = useParams();
  const navigate = useNavigate();
  const target = editorTargetOf(rest);
  if (target.kind === 'none') return null;
  const close = () => {
    void navigate(TEMPLATES_PATH);
    onClosed();
  };
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress color="inherit" aria-label="Loading the editor" />
        </Backdrop>
      }
    >
      <TemplateEditorOverlay templateId={target.kind === 'edit' ? target.id : null} onClose={close} />
    </Suspense>
  );
};
