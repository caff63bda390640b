import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useId, useState } from 'react';
import { useHref } from 'react-router-dom';
import { ApiError } from '../../providers/api-error';
import { useToast } from '../../toasts/use-toast';
import type { OpportunityListItem } from '../opportunity-types';
import { changedFields, saveErrorMessage } from '../shared/opportunity-rules';
import { opportunityPath } from '../shared/paths';
import {
  applyEdit,
  isNewerCopy,
  statusLabel,
  toEditForm,
  type PanelEditField,
  type PanelEditForm as PanelEditValues,
} from './panel-rules';
import { PanelEditForm } from './PanelEditForm';
import { PanelViewSections } from './PanelViewSections';
import { UpdateStatusButton } from './UpdateStatusButton';
import { useOpportunityUpdate } from './use-opportunity-update';

export interface OpportunityPanelBodyProps {
  opportunity: OpportunityListItem;
  initialMode: 'view' | 'edit';
  titleId: string;
  onClose: () => void;
  onSaved?: () => void;
}

interface EditState {
  initial: PanelEditValues;
  values: PanelEditValues;
  error: string | null;
  fieldErrors: Record<string, string> | null;
}

const startEdit = (item: OpportunityListItem): EditState => {
  const initial = toEditForm(item);
  return { initial, values: initial, error: null, fieldErrors: null };
};

/** Header, view/edit content and footer of the side panel for one opportunity. */
export const OpportunityPanelBody = ({ opportunity, initialMode, titleId, onClose, onSaved }: OpportunityPanelBodyProps) => {
  const toast = useToast();
  const formId = useId();
  // A local copy: shows saved values at once; a fresher copy from the list (after its reload) replaces it.
  const [item, setItem] = useState(opportunity);
  const [seen, setSeen] = useState(opportunity);
  if (opportunity !== seen) {
    setSeen(opportunity);
    if (isNewerCopy(opportunity, item)) setItem(opportunity);
  }
  const [edit, setEdit] = useState<EditState | null>(() => (initialMode === 'edit' ? startEdit(opportunity) : null));
  const save = useOpportunityUpdate(item.id);
  const statusUpdate = useOpportunityUpdate(item.id);
  const fullDetailsHref = useHref(opportunityPath(item.q2g_tracking_number));

  const change = (field: PanelEditField, value: string) =>
    setEdit((state) => (state ? { ...state, values: { ...state.values, [field]: value } } : state));

  const submit = async () => {
    if (!edit) return;
    const payload = changedFields(edit.initial, edit.values);
    if (Object.keys(payload).length === 0) {
      setEdit(null);
      return;
    }
    setEdit({ ...edit, error: null, fieldErrors: null });
    try {
      await save.mutateAsync(payload);
      setItem((current) => applyEdit(current, payload));
      setEdit(null);
      onSaved?.();
    } catch (error) {
      setEdit((state) =>
        state
          ? { ...state, error: saveErrorMessage(error), fieldErrors: error instanceof ApiError ? error.fieldErrors : null }
          : state,
      );
    }
  };

  const updateStatus = async (status: string) => {
    const previous = item.status;
    setItem((current) => ({ ...current, status }));
    try {
      await statusUpdate.mutateAsync({ status });
      toast.success(`Status updated to ${statusLabel(status)}`);
      onSaved?.();
    } catch (error) {
      setItem((current) => ({ ...current, status: previous }));
      toast.error(saveErrorMessage(error), { title: 'Failed to update status' });
    }
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', gap: 1, px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Opportunity Details
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
            #{item.q2g_tracking_number}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>

      <Box sx={{ flex: 1, overflowY: 'auto', px: 3 }}>
        {edit ? (
          <PanelEditForm
            id={formId}
            values={edit.values}
            onChange={change}
            onSubmit={() => void submit()}
            fieldErrors={edit.fieldErrors}
            error={edit.error}
            disabled={save.isPending}
          />
        ) : (
          <PanelViewSections item={item} />
        )}
      </Box>

      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
      >
        {edit ? (
          <>
            <Button type="submit" form={formId} variant="contained" size="small" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="outlined" color="inherit" size="small" onClick={() => setEdit(null)} disabled={save.isPending}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <UpdateStatusButton current={item.status} busy={statusUpdate.isPending} onChoose={(s) => void updateStatus(s)} />
            <Button variant="contained" size="small" onClick={() => setEdit(startEdit(item))}>
              Edit Details
            </Button>
            <Button
              variant="text"
              size="small"
              component="a"
              href={fullDetailsHref}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              View Full Details
            </Button>
          </>
        )}
      </Stack>
    </>
  );
};
