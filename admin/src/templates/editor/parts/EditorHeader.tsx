import { AppBar, Autocomplete, Box, Button, Chip, IconButton, Stack, TextField, ToggleButton, ToggleButtonGroup, Toolbar, Tooltip, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SaveIcon from '@mui/icons-material/Save';
import type { TemplateDraft } from '../use-template-form';

export type EditorMode = 'edit' | 'preview';
export const SUBJECT_LIMIT = 78;
export const SUBJECT_TOO_LONG = 'Subject line is longer than 78 characters and may be truncated';
export const UNSAVED = 'Unsaved changes';
export const ALL_SAVED = 'All changes saved';

/** The subject as mail clients get it: one line, whitespace collapsed. */
export const subjectTooLong = (subject: string): boolean => subject.replace(/\s+/g, ' ').trim().length > SUBJECT_LIMIT;

export interface EditorTopBarProps {
  title: string;
  dirty: boolean;
  saving: boolean;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  onSave: () => void;
  onClose: () => void;
  /** Why the signed-in user may not save this template (the write rule's reason): Save stays disabled, saying so. */
  denied?: string;
}

/** Phones leave out the indicator's and Save's icons, so the indicator, Edit | Preview and Save fit one 390 px row. */
const NO_ICON = (selector: string) => ({ [`& ${selector}`]: { display: 'none' } });

/**
 * Close, title, the saved/unsaved indicator, Edit | Preview and Save. On a phone the indicator and the buttons wrap
 * onto a row of their own below the name, so the name keeps the width and Save stays in view.
 */
export const EditorTopBar = ({ title, dirty, saving, mode, onModeChange, onSave, onClose, denied }: EditorTopBarProps) => (
  <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
    <Toolbar variant="dense" sx={{ gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: { xs: 1, sm: 0 } }}>
      <Tooltip title="Close">
        <IconButton edge="start" onClick={onClose} aria-label="Close editor">
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <Typography
        variant="h6"
        component="h2"
        data-testid="editor-title"
        sx={{
          flex: 1,
          minWidth: 0,
          // Phones: the whole name, on as many lines as it takes; wider screens: one line.
          overflowWrap: { xs: 'anywhere', sm: 'normal' },
          whiteSpace: { sm: 'nowrap' },
          overflow: { sm: 'hidden' },
          textOverflow: { sm: 'ellipsis' },
        }}
      >
        {title}
      </Typography>
      <Box
        data-testid="editor-actions"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 }, flexBasis: { xs: '100%', sm: 'auto' } }}
      >
        <Chip
          size="small"
          variant="outlined"
          color={dirty ? 'warning' : 'success'}
          icon={dirty ? <EditNoteIcon /> : <CheckCircleOutlineIcon />}
          label={dirty ? UNSAVED : ALL_SAVED}
          role="status"
          data-testid="save-state"
          sx={(theme) => ({ [theme.breakpoints.down('sm')]: { mr: 'auto', ...NO_ICON('.MuiChip-icon') } })}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: EditorMode | null) => {
            if (next) onModeChange(next);
          }}
          aria-label="Editor mode"
        >
          <ToggleButton value="edit">Edit</ToggleButton>
          <ToggleButton value="preview">Preview</ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={denied ? `Save: ${denied}` : 'Save (Ctrl/Cmd+S)'}>
          <span>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              sx={(theme) => ({ [theme.breakpoints.down('sm')]: NO_ICON('.MuiButton-startIcon') })}
              onClick={onSave}
              disabled={!dirty || saving || Boolean(denied)}
              loading={saving}
            >
              Save
            </Button>
          </span>
        </Tooltip>
      </Box>
    </Toolbar>
  </AppBar>
);

export interface TemplateFieldsProps {
  draft: TemplateDraft;
  nameError: string | null;
  owner: string;
  onChange: (change: Partial<TemplateDraft>) => void;
}

/** Name, subject (with the length warning), tags and the read-only owner. */
export const TemplateFields = ({ draft, nameError, owner, onChange }: TemplateFieldsProps) => {
  const long = subjectTooLong(draft.subject);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, px: 2, pt: 2 }}>
      <TextField
        size="small"
        label="Name"
        required
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={nameError !== null}
        helperText={nameError ?? ' '}
      />
      <TextField
        size="small"
        label="Subject"
        value={draft.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
        helperText={long ? SUBJECT_TOO_LONG : `${draft.subject.length}/${SUBJECT_LIMIT}`}
        slotProps={{ formHelperText: { sx: long ? { color: 'warning.main' } : undefined, role: long ? 'alert' : undefined } }}
      />
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={[] as string[]}
        value={draft.tags}
        onChange={(_event, tags) => onChange({ tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))] })}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => {
            const { key, ...rest } = getItemProps({ index });
            return <Chip key={key} size="small" label={tag} {...rest} />;
          })
        }
        renderInput={(params) => <TextField {...params} label="Tags" placeholder="Add a tag and press Enter" />}
      />
      <Stack direction="row" spacing={2}>
        <TextField size="small" label="Owner" value={owner} fullWidth slotProps={{ input: { readOnly: true } }} helperText="The signed-in user" />
      </Stack>
    </Box>
  );
};
