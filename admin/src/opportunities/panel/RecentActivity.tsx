import TimelineIcon from '@mui/icons-material/Timeline';
import { ActivityFeed } from '../shared/ActivityFeed';
import { PanelSection } from './PanelSection';

/** How many of the newest events the side panel shows; the detail page has the whole timeline. */
export const RECENT_ACTIVITY_COUNT = 5;

/**
 * The side panel's 'Recent Activity': the newest few events of the same timeline as the detail page (same read,
 * so a save or a recorded call reloads both), compact.
 */
export const RecentActivity = ({ opportunityId }: { opportunityId: string }) => (
  <PanelSection title="Recent Activity" icon={<TimelineIcon fontSize="small" />}>
    <ActivityFeed opportunityId={opportunityId} size="compact" limit={RECENT_ACTIVITY_COUNT} label="Recent activity" />
  </PanelSection>
);
