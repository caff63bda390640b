import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import { OpportunityCallTasks } from '../../calls/OpportunityCallTasks';
import { PanelSection } from './PanelSection';

/** The side panel's 'Call tasks': the calls sequences asked for, open ones first; absent when there are none. */
export const CallTasksSection = ({ opportunityId }: { opportunityId: string }) => (
  <OpportunityCallTasks
    opportunityId={opportunityId}
    frame={(content) => (
      <PanelSection title="Call tasks" icon={<PhoneForwardedIcon fontSize="small" />}>
        {content}
      </PanelSection>
    )}
  />
);
