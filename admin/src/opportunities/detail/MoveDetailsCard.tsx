import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { formatLongDate } from '../../format/date';
import { ApiError } from '../../providers/api-error';
import { useToast } from '../../toasts/use-toast';
import type { OpportunityDetail } from '../opportunity-types';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { changedFields, moveDraftOf, NOT_PROVIDED, saveErrorMessage, type MoveDraft } from './detail-rules';
import { useSaveOpportunity } from './use-opportunity-detail';

const MoveView = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailFields columns={1}>
    <DetailField label="Move Date">{formatLongDate(detail.move_date)}</DetailField>
    <DetailField label="Origin Address">{detail.origin_address || NOT_PROVIDED}</DetailField>
    <DetailField label="Destination Address">{detail.destination_address || NOT_PROVIDED}</DetailField>
  </DetailFields>
);

const MoveEditor = ({ detail, onDone }: { detail: OpportunityDetail; onDone: () => void }) => {
  const [original] = useState(() => moveDraftOf(detail));
  const [draft, setDraft] = useState<MoveDraft>(original);
  const save = useSaveOpportunity(detail.id);
  const toast = useToast();
  const fieldErrors = save.error instanceof ApiError ? (save.error.fieldErrors ?? {}) : {};

  const submit = async () => {
    const edit = changedFields(original, draft);
    if (Object.keys(edit).length === 0) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(edit);
      toast.success('Move details saved');
      onDone();
    } catch {
      // shown inline below
    }
  };

  const field = (key: keyof MoveDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    error: Boolean(fieldErrors[key]),
    helperText: fieldErrors[key],
    fullWidth: true,
    size: 'small' as const,
    disabled: save.isPending,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Edit move details"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {save.isError ? <Alert severity="error">{saveErrorMessage(save.error)}</Alert> : null}
        <TextField label="Move Date" type="date" slotProps={{ inputLabel: { shrink: true } }} autoFocus {...field('move_date')} />
        <TextField label="Origin Address" multiline minRows={2} {...field('origin_address')} />
        <TextField label="Destination Address" multiline minRows={2} {...field('destination_address')} />
        <Stack direction="row" spacing={1} justifyContent="flex-end" className="no-print">
          <Button onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

/** Move Details: long-weekday move date and both addresses, with its own view and edit modes. */
export const MoveDetailsCard = ({ detail }: { detail: OpportunityDetail }) => {
  const [editing, setEditing] = useState(false);
  return (
    <DetailCard
      title="Move Details"
      icon={<LocalShippingIcon />}
      action={
        editing ? null : (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} aria-label="Edit Move Details">
            Edit
          </Button>
        )
      }
    >
      {editing ? <MoveEditor detail={detail} onDone={() => setEditing(false)} /> : <MoveView detail={detail} />}
    </DetailCard>
  );
};
