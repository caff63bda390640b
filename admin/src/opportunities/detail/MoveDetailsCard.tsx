import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { formatLongDate } from '../../format/date';
import type { OpportunityDetail } from '../opportunity-types';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { moveDraftOf, NOT_PROVIDED } from './detail-rules';
import { EditCardForm } from './EditCardForm';
import { useDraftForm } from './use-draft-form';

const MoveView = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailFields columns={1}>
    <DetailField label="Move Date">{formatLongDate(detail.move_date)}</DetailField>
    <DetailField label="Origin Address">{detail.origin_address || NOT_PROVIDED}</DetailField>
    <DetailField label="Destination Address">{detail.destination_address || NOT_PROVIDED}</DetailField>
  </DetailFields>
);

const MoveEditor = ({ detail, onDone }: { detail: OpportunityDetail; onDone: () => void }) => {
  const { save, submit, field } = useDraftForm({
    record: detail,
    initial: () => moveDraftOf(detail),
    savedMessage: 'Move details saved',
    onDone,
  });
  return (
    <EditCardForm label="Edit move details" save={save} onSubmit={submit} onCancel={onDone}>
      <TextField label="Move Date" type="date" slotProps={{ inputLabel: { shrink: true } }} autoFocus {...field('move_date')} />
      <TextField label="Origin Address" multiline minRows={2} {...field('origin_address')} />
      <TextField label="Destination Address" multiline minRows={2} {...field('destination_address')} />
    </EditCardForm>
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
