import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { formatPhoneDisplay } from '../../format/phone';
import { ApiError } from '../../providers/api-error';
import { useToast } from '../../toasts/use-toast';
import type { OpportunityDetail } from '../opportunity-types';
import { StatusBadge } from '../shared/StatusBadge';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { changedFields, customerDraftOf, NOT_PROVIDED, saveErrorMessage, statusOptions, type CustomerDraft } from './detail-rules';
import { useSaveOpportunity } from './use-opportunity-detail';

export interface CustomerInfoCardProps {
  detail: OpportunityDetail;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

const CustomerView = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailFields>
    <DetailField label="Name">{detail.customer_name || NOT_PROVIDED}</DetailField>
    <DetailField label="Email">{detail.customer_email || NOT_PROVIDED}</DetailField>
    <DetailField label="Phone">{formatPhoneDisplay(detail.customer_phone) || NOT_PROVIDED}</DetailField>
    <DetailField label="Status">
      <StatusBadge status={detail.status} />
    </DetailField>
  </DetailFields>
);

const CustomerEditor = ({ detail, onDone }: { detail: OpportunityDetail; onDone: () => void }) => {
  const [original] = useState(() => customerDraftOf(detail));
  const [draft, setDraft] = useState<CustomerDraft>(original);
  const save = useSaveOpportunity(detail.id);
  const toast = useToast();
  const fieldErrors = save.error instanceof ApiError ? (save.error.fieldErrors ?? {}) : {};
  const set = (key: keyof CustomerDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async () => {
    const edit = changedFields(original, draft);
    if (Object.keys(edit).length === 0) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(edit);
      toast.success('Changes saved');
      onDone();
    } catch {
      // shown inline below
    }
  };

  const field = (key: keyof CustomerDraft) => ({
    value: draft[key],
    onChange: set(key),
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
      aria-label="Edit customer information"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {save.isError ? <Alert severity="error">{saveErrorMessage(save.error)}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label="Customer Name" autoFocus {...field('customer')} />
          <TextField label="Email" type="email" {...field('email')} />
          <TextField label="Phone" type="tel" {...field('phone')} />
          <TextField select label="Status" {...field('status')}>
            {statusOptions(original.status).map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </TextField>
        </Box>
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

/** Customer Information: name, email, phone and status; edited from the header's Edit button. */
export const CustomerInfoCard = ({ detail, editing, onEditingChange }: CustomerInfoCardProps) => (
  <DetailCard title="Customer Information" icon={<PersonIcon />}>
    {editing ? <CustomerEditor detail={detail} onDone={() => onEditingChange(false)} /> : <CustomerView detail={detail} />}
  </DetailCard>
);
