import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Link as RouterLink } from 'react-router-dom';

export interface DesignerHeaderProps {
  isNew: boolean;
  name: string;
  dirty: boolean;
  saving: boolean;
  backTo: string;
  onCancel: () => void;
  onSave: (close: boolean) => void;
}

/** 'Create Sequence' or 'Edit Sequence', with Cancel, Save and Save & Close (only while there are unsaved changes). */
export const DesignerHeader = ({ isNew, name, dirty, saving, backTo, onCancel, onSave }: DesignerHeaderProps) => (
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
      <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => onSave(false)} disabled={!dirty || saving} loading={saving}>Save</Button>
      <Button variant="contained" onClick={() => onSave(true)} disabled={!dirty || saving}>Save &amp; Close</Button>
    </Stack>
  </Stack>
);
