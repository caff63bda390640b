import { Dialog, DialogContent, DialogTitle, Button } from '@mui/material';

export interface TemplateEditorOverlayProps {
  templateId: string | null;
  onClose: () => void;
}

/** Full-screen template editor. */
const TemplateEditorOverlay = ({ templateId, onClose }: TemplateEditorOverlayProps) => (
  <Dialog fullScreen open onClose={onClose} aria-label="Template editor">
    <DialogTitle>{templateId ? 'Edit template' : 'New template'}</DialogTitle>
    <DialogContent>
      <Button onClick={onClose}>Close</Button>
    </DialogContent>
  </Dialog>
);

export default TemplateEditorOverlay;
