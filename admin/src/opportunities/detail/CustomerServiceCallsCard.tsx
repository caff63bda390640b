import { Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { CallOutcomeTracker } from '../../calls/CallOutcomeTracker';
import type { OpportunityDetail } from '../../api/types';
import { callTrackerApplies } from '../shared/opportunity-rules';
import { DetailCard } from './DetailCard';

/** Customer Service Calls: the call outcome tracker, under the same rule as the side panel. */
export const CustomerServiceCallsCard = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailCard title="Customer Service Calls" icon={<SupportAgentIcon />}>
    {callTrackerApplies({ leadSource: detail.lead_source, phone: detail.customer_phone, owner: detail.owner, assignee: detail.assignee }) ? (
      <CallOutcomeTracker opportunityId={detail.id} defaultPhone={detail.customer_phone} />
    ) : (
      <Typography color="text.secondary">Not applicable for automated email leads</Typography>
    )}
  </DetailCard>
);
