import { Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { CallOutcomeTracker } from '../../calls/CallOutcomeTracker';
import type { OpportunityDetail } from '../opportunity-types';
import { DetailCard } from './DetailCard';
import { callTrackerApplies } from './detail-rules';

/** Customer Service Calls: the call outcome tracker, under the same rule as the side panel. */
export const CustomerServiceCallsCard = ({ detail }: { detail: OpportunityDetail }) => (
  <DetailCard title="Customer Service Calls" icon={<SupportAgentIcon />}>
    {callTrackerApplies(detail) ? (
      <CallOutcomeTracker opportunityId={detail.id} defaultPhone={detail.customer_phone} />
    ) : (
      <Typography color="text.secondary">Not applicable for automated email leads</Typography>
    )}
  </DetailCard>
);
