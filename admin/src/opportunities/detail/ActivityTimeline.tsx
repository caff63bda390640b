import TimelineIcon from '@mui/icons-material/Timeline';
import { ActivityFeed } from '../shared/ActivityFeed';
import { DetailCard } from './DetailCard';

/** Activity Timeline (GET /api/opportunities/{id}/activity), newest first, one icon and colour per kind. */
export const ActivityTimeline = ({ opportunityId, syncing }: { opportunityId: string; syncing: boolean }) => (
  <DetailCard title="Activity Timeline" icon={<TimelineIcon />}>
    <ActivityFeed opportunityId={opportunityId} syncing={syncing} />
  </DetailCard>
);
