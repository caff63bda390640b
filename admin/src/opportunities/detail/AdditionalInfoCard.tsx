import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatDateTime } from '../../format/date';
import type { OpportunityDetail } from '../../api/types';
import { DetailCard, DetailField, DetailFields } from './DetailCard';
import { formatRevenue, leadSourceLabel } from './detail-rules';

/**
 * Additional Information: created, updated, estimated revenue, lead source, and the lead provider (the lead site that
 * sold it: HireAHelper, Moving.com…), owner and assignee when known.
 */
export const AdditionalInfoCard = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailCard title="Additional Information" icon={<InfoIcon />}>
    <DetailFields columns={1}>
      <DetailField label="Created">{formatDateTime(detail.created_at)}</DetailField>
      <DetailField label="Last Updated">{formatDateTime(detail.updated_at)}</DetailField>
      <DetailField label="Estimated Revenue">{formatRevenue(detail.estimated_revenue)}</DetailField>
      <DetailField label="Lead Source">{leadSourceLabel(detail.lead_source)}</DetailField>
      {detail.lead_provider?.trim() ? <DetailField label="Lead Provider">{detail.lead_provider.trim()}</DetailField> : null}
      {detail.assignee ? <DetailField label="Assignee">{detail.assignee}</DetailField> : null}
      {detail.owner ? <DetailField label="Owner">{detail.owner}</DetailField> : null}
    </DetailFields>
  </DetailCard>
);
