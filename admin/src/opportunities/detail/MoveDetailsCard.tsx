import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { formatLongDate } from '../../format/date';
import type { OpportunityDetail } from '../../api/types';
import { DestinationAddressInput, MoveDateInput, OriginAddressInput } from '../OpportunityInputs';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { moveDraftOf, NOT_PROVIDED } from './detail-rules';
import { EditCardForm } from './EditCardForm';

const MoveView = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailFields columns={1}>
    <DetailField label="Move Date">{formatLongDate(detail.move_date)}</DetailField>
    <DetailField label="Origin Address">{detail.origin_address || NOT_PROVIDED}</DetailField>
    <DetailField label="Destination Address">{detail.destination_address || NOT_PROVIDED}</DetailField>
  </DetailFields>
);

const MoveEditor = ({ detail, onDone }: { detail: OpportunityDetail; onDone: () => void }) => (
  <EditCardForm label="Edit move details" detail={detail} initial={() => moveDraftOf(detail)} savedMessage="Move details saved" onDone={onDone}>
    {(saving) => (
      <>
        <MoveDateInput autoFocus disabled={saving} />
        <OriginAddressInput disabled={saving} />
        <DestinationAddressInput disabled={saving} />
      </>
    )}
  </EditCardForm>
);

/** Move Details: long-weekday move date and both addresses, with its own view and edit modes (view only when read-only). */
export const MoveDetailsCard = ({ detail, readOnly = false }: { detail: OpportunityDetail; readOnly?: boolean }) => {
  const [editingMove, setEditing] = useState(false);
  const editing = editingMove && !readOnly;
  return (
    <DetailCard
      title="Move Details"
      icon={<LocalShippingIcon />}
      action={
        editing || readOnly ? null : (
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
