import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useId, useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { useHref } from 'react-router-dom';
import type { OpportunityEdit, OpportunityListItem } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { MergedLeadAlert } from '../shared/MergedLeadAlert';
import { changedFields, readEditDraft, saveErrorMessage, type EditDraft } from '../shared/opportunity-rules';
import { opportunityPath } from '../shared/paths';
import { useRefreshOpportunity } from '../shared/refresh-opportunity';
import { applyEdit, isNewerCopy, statusLabel, toEditForm, type PanelEditForm as PanelEditValues } from './panel-rules';
import { PanelEditForm } from './PanelEditForm';
import { PanelViewSections } from './PanelViewSections';
import { UpdateStatusButton } from './UpdateStatusButton';
import { useMergedInto } from './use-merged-into';

export interface OpportunityPanelBodyProps {
  opportunity: OpportunityListItem;
  initialMode: 'view' | 'edit';
  titleId: string;
  onClose: () => void;
  onSaved?: () => void;
}

/** An edit in progress: the values it started from, and the save error shown above the footer. */
interface EditState {
  initial: PanelEditValues;
  error: string | null;
}

const startEdit = (item: OpportunityListItem): EditState => ({ initial: toEditForm(item), error: null });

/**
 * Header, view/edit content and footer of the side panel for one opportunity. A lead merged into another is read-only:
 * a note links to the primary, and there is no edit form, status update or call logging.
 */
export const OpportunityPanelBody = ({ opportunity, initialMode, titleId, onClose, onSaved }: OpportunityPanelBodyProps) => {
  const notify = useNotify();
  const formId = useId();
  const refresh = useRefreshOpportunity();
  // A local copy: shows saved values at once; a fresher copy from the list (after its reload) replaces it.
  const [item, setItem] = useState(opportunity);
  const [seen, setSeen] = useState(opportunity);
  if (opportunity !== seen) {
    setSeen(opportunity);
    if (isNewerCopy(opportunity, item)) setItem(opportunity);
  }
  const [edit, setEdit] = useState<EditState | null>(() => (initialMode === 'edit' ? startEdit(opportunity) : null));
  const primaryTracking = useMergedInto(item.q2g_tracking_number);
  const readOnly = primaryTracking !== null;
  const editing = readOnly ? null : edit;
  const [save, { isPending: saving }] = useUpdate<OpportunityListItem>();
  const [saveStatus, { isPending: updatingStatus }] = useUpdate<OpportunityListItem>();
  const fullDetailsHref = useHref(opportunityPath(item.q2g_tracking_number));

  /** PUT through react-admin (it updates the cached list rows); then the detail page's reads reload and the list too. */
  const put = async (data: OpportunityEdit) => {
    await save('opportunities', { id: item.id, data, previousData: item }, { returnPromise: true });
    void refresh(item.id, item.q2g_tracking_number);
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!edit) return undefined;
    const payload = changedFields<EditDraft>(edit.initial, readEditDraft(values, Object.keys(edit.initial)));
    if (Object.keys(payload).length === 0) {
      setEdit(null);
      return undefined;
    }
    setEdit({ ...edit, error: null });
    try {
      await put(payload);
      setItem((current) => applyEdit(current, payload));
      setEdit(null);
      onSaved?.();
      return undefined;
    } catch (error) {
      setEdit((state) => (state ? { ...state, error: saveErrorMessage(error) } : state));
      return error instanceof ApiError ? (error.fieldErrors ?? undefined) : undefined;
    }
  };

  const updateStatus = async (status: string) => {
    const previous = item.status;
    setItem((current) => ({ ...current, status }));
    try {
      await saveStatus('opportunities', { id: item.id, data: { status }, previousData: item }, { returnPromise: true });
      void refresh(item.id, item.q2g_tracking_number);
      notify(`Status updated to ${statusLabel(status)}`, { type: 'success' });
      onSaved?.();
    } catch (error) {
      setItem((current) => ({ ...current, status: previous }));
      notify(saveErrorMessage(error), { type: 'error', title: 'Failed to update status' });
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
        {primaryTracking ? (
          <Box sx={{ pt: 2 }}>
            <MergedLeadAlert primaryTracking={primaryTracking} newTab />
          </Box>
        ) : null}
        {editing ? (
          <PanelEditForm id={formId} defaultValues={editing.initial} onSubmit={submit} error={editing.error} disabled={saving} />
        ) : (
          <PanelViewSections item={item} readOnly={readOnly} />
        )}
      </Box>

      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
      >
        {editing ? (
          <>
            <Button type="submit" form={formId} variant="contained" size="small" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="outlined" color="inherit" size="small" onClick={() => setEdit(null)} disabled={saving}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            {readOnly ? null : (
              <>
                <UpdateStatusButton current={item.status} busy={updatingStatus} onChoose={(s) => void updateStatus(s)} />
                <Button variant="contained" size="small" onClick={() => setEdit(startEdit(item))}>
                  Edit Details
                </Button>
              </>
            )}
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
