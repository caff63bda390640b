import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import { OpportunityCallTasks } from '../../calls/OpportunityCallTasks';
import { DetailCard } from './DetailCard';

/** 'Call tasks': the calls the opportunity's sequences asked for, open ones first; absent when there are none. */
export const CallTasksCard = ({ opportunityId }: { opportunityId: string }) => (
  <OpportunityCallTasks
    opportunityId={opportunityId}
    frame={(content) => (
      <DetailCard title="Call tasks" icon={<PhoneForwardedIcon />}>
        {content}
      </DetailCard>
    )}
  />
);
