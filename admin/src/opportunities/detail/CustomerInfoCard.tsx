import { Box } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { formatPhoneDisplay } from '../../format/phone';
import type { OpportunityDetail } from '../../api/types';
import { CustomerNameInput, EmailInput, PhoneInput, StatusInput } from '../OpportunityInputs';
import { StatusBadge } from '../shared/StatusBadge';
import { UnusableValue } from '../shared/UnusableValue';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { customerDraftOf, NOT_PROVIDED, statusOptions } from './detail-rules';
import { EditCardForm } from './EditCardForm';

export interface CustomerInfoCardProps {
  detail: OpportunityDetail;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

const CustomerView = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailFields>
    <DetailField label="Name">{detail.customer_name || NOT_PROVIDED}</DetailField>
    <DetailField label="Email">
      {detail.customer_email || (detail.customer_email_given && detail.email_quality
        ? <UnusableValue given={detail.customer_email_given} quality={detail.email_quality} />
        : NOT_PROVIDED)}
    </DetailField>
    <DetailField label="Phone">
      {formatPhoneDisplay(detail.customer_phone) || (detail.customer_phone_given && detail.phone_quality
        ? <UnusableValue given={detail.customer_phone_given} quality={detail.phone_quality} />
        : NOT_PROVIDED)}
    </DetailField>
    <DetailField label="Status">
      <StatusBadge status={detail.status} />
    </DetailField>
  </DetailFields>
);

const CustomerEditor = ({ detail, onDone }: { detail: OpportunityDetail; onDone: () => void }) => {
  const statuses = statusOptions(detail.status);
  return (
    <EditCardForm
      label="Edit customer information"
      detail={detail}
      initial={() => customerDraftOf(detail)}
      savedMessage="Changes saved"
      onDone={onDone}
    >
      {(saving) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <CustomerNameInput autoFocus disabled={saving} />
          <EmailInput disabled={saving} />
          <PhoneInput disabled={saving} />
          <StatusInput statuses={statuses} disabled={saving} />
        </Box>
      )}
    </EditCardForm>
  );
};

/** Customer Information: name, email, phone and status; edited from the header's Edit button. */
export const CustomerInfoCard = ({ detail, editing, onEditingChange }: CustomerInfoCardProps) => (
  <DetailCard title="Customer Information" icon={<PersonIcon />}>
    {editing ? <CustomerEditor detail={detail} onDone={() => onEditingChange(false)} /> : <CustomerView detail={detail} />}
  </DetailCard>
);
