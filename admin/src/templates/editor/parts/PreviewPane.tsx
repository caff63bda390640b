import { Alert, AlertTitle, Box, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { EditorContact } from '../editor-api';
import { INLINED_FAILED, PREVIEW_FAILED, PREVIEW_NEEDS_SAVE, usePreview, type PreviewMode } from '../use-preview';

export interface PreviewPaneProps {
  templateId: string | null;
  /** Unsaved changes: Rendered shows the last saved version. */
  dirty: boolean;
  html: string;
  contact: EditorContact | null;
  mode: PreviewMode;
  onModeChange: (mode: PreviewMode) => void;
}

/** Preview mode: the Rendered or Inlined email in a sandboxed frame, with the server's warnings. */
export const PreviewPane = ({ templateId, dirty, html, contact, mode, onModeChange }: PreviewPaneProps) => {
  const state = usePreview({ active: templateId !== null, templateId, html, contact, mode });
  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: PreviewMode | null) => {
            if (next) onModeChange(next);
          }}
          aria-label="Preview output"
        >
          <ToggleButton value="rendered">Rendered</ToggleButton>
          <ToggleButton value="inlined">Inlined</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {mode === 'rendered' ? 'The saved template, filled for the example contact' : 'The current HTML with styles inlined, as mail clients get it'}
        </Typography>
      </Stack>
      {templateId === null ? (
        <Alert severity="info">{PREVIEW_NEEDS_SAVE}</Alert>
      ) : (
        <>
          <Box sx={{ height: 4 }}>{state.status === 'loading' ? <LinearProgress aria-label="Generating preview" /> : null}</Box>
          {dirty && mode === 'rendered' ? <Alert severity="info">Rendered shows the last saved version. Save to see your changes here.</Alert> : null}
          {state.status === 'error' ? (
            <Alert severity="error">
              <AlertTitle>{mode === 'rendered' ? PREVIEW_FAILED : INLINED_FAILED}</AlertTitle>
              {state.error}
            </Alert>
          ) : null}
          {state.warnings.length > 0 ? (
            <Alert severity="warning" data-testid="preview-warnings">
              <AlertTitle>Warnings</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {state.warnings.map((warning, index) => (
                  <li key={`${index}-${warning}`}>{warning}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          <Box sx={{ flex: 1, minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#ffffff' }}>
            {state.html ? (
              <Box
                component="iframe"
                title={mode === 'rendered' ? 'Rendered preview' : 'Inlined preview'}
                sandbox=""
                srcDoc={state.html}
                sx={{ width: '100%', height: '100%', minHeight: 420, border: 0, display: 'block' }}
              />
            ) : null}
          </Box>
        </>
      )}
    </Stack>
  );
};
