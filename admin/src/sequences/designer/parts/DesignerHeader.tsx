import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DesignerHeaderProps {
  isNew: boolean;
  name: string;
  dirty: boolean;
  saving: boolean;
  backTo: string;
  onCancel: () => void;
  onSave: (close: boolean) => void;
  /** Why the signed-in user may not save (the write rule's reason): Save and Save & Close stay disabled, saying so. */
  denied?: string;
}

/** A save button with its tooltip: the rule's reason when it is denied. */
const SaveAction = ({ title, denied, children }: { title: string; denied?: string; children: ReactElement }) => (
  <Tooltip title={denied ? `${title}: ${denied}` : ''}>
    <span>{children}</span>
  </Tooltip>
);

/**
 * 'Create Sequence' or 'Edit Sequence', with Cancel, Save and Save & Close (only while there are unsaved changes and
 * the user may change the sequence).
 */
export const DesignerHeader = ({ isNew, name, dirty, saving, backTo, onCancel, onSave, denied }: DesignerHeaderProps) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 3 }}>
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
      <Tooltip title="Back">
        <IconButton component={RouterLink} to={backTo} aria-label="Back"><ArrowBackIcon /></IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1">{isNew ? 'Create Sequence' : 'Edit Sequence'}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="save-state">
          {[name.trim(), dirty ? 'Unsaved changes' : isNew ? 'Not saved yet' : 'All changes saved'].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Stack>
    <Stack direction="row" spacing={1}>
      <Button variant="text" onClick={onCancel} disabled={!dirty || saving}>Cancel</Button>
      <SaveAction title="Save" denied={denied}>
        <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => onSave(false)} disabled={!dirty || saving || Boolean(denied)} loading={saving}>Save</Button>
      </SaveAction>
      <SaveAction title="Save & Close" denied={denied}>
        <Button variant="contained" onClick={() => onSave(true)} disabled={!dirty || saving || Boolean(denied)}>Save &amp; Close</Button>
      </SaveAction>
    </Stack>
  </Stack>
);
