import { Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { CallHistoryList } from '../../calls/CallHistoryList';
import { CallOutcomeTracker } from '../../calls/CallOutcomeTracker';
import type { OpportunityDetail } from '../../api/types';
import { callTrackerApplies } from '../shared/opportunity-rules';
import { DetailCard } from './DetailCard';

/**
 * Customer Service Calls: the call outcome tracker, under the same rule as the side panel; a read-only (merged) lead
 * shows only its call history (calls are logged on the primary).
 */
export const CustomerServiceCallsCard = ({ detail, readOnly = false }: { detail: OpportunityDetail; readOnly?: boolean }) => (
  <DetailCard title="Customer Service Calls" icon={<SupportAgentIcon />}>
    {readOnly ? (
      <CallHistoryList opportunityId={detail.id} />
    ) : callTrackerApplies({ leadSource: detail.lead_source, phone: detail.customer_phone, owner: detail.owner, assignee: detail.assignee }) ? (
      <CallOutcomeTracker opportunityId={detail.id} defaultPhone={detail.customer_phone} />
    ) : (
      <Typography color="text.secondary">Not applicable for automated email leads</Typography>
    )}
  </DetailCard>
);
