import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import { FilterSelect, OpsHeader } from '../ops/shared/OpsParts';
import { DEFAULT_REPLY_WINDOW, type ReplyWindow } from '../providers/replies-methods';
import { REPLIES_TABS, type RepliesTab } from './inbound-format';
import { REPLY_WINDOW_OPTIONS } from './replies-format';

const SUBTITLES: Record<RepliesTab, string> = {
  replies: 'People who answered a sequence email, and what their reply did to the run',
  unmatched: 'Inbound mail that changed nothing, or less than its kind would, and why',
};

const isWindow = (value: string): value is ReplyWindow => REPLY_WINDOW_OPTIONS.some((option) => option.value === value);

/**
 * The top of both Recent Replies tabs: the title, the window selector of the list shown (a new window also goes to
 * `onWindowChange`, so the other tab opens on it), and the Replies / Unmatched mail tabs. The tab's content follows
 * as `children`, in its tab panel.
 */
export const RepliesHeader = ({
  tab,
  onTabChange,
  onWindowChange,
  children,
}: {
  tab: RepliesTab;
  onTabChange: (tab: RepliesTab) => void;
  onWindowChange: (since: ReplyWindow) => void;
  children: ReactNode;
}) => {
  const { filterValues, setFilters } = useListContext();
  const since = String(filterValues.since ?? DEFAULT_REPLY_WINDOW);
  const changeWindow = (value: string) => {
    setFilters({ ...filterValues, since: value });
    if (isWindow(value)) onWindowChange(value);
  };
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Recent Replies" subtitle={SUBTITLES[tab]}>
        <FilterSelect label={tab === 'replies' ? 'Show replies from' : 'Show mail from'} value={since} options={REPLY_WINDOW_OPTIONS} onChange={changeWindow} width={190} />
      </OpsHeader>
      <Tabs value={tab} onChange={(_event, next: RepliesTab) => onTabChange(next)} aria-label="Inbound mail lists" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {REPLIES_TABS.map((item) => (
          <Tab key={item.id} value={item.id} label={item.label} id={`replies-tab-${item.id}`} aria-controls={`replies-panel-${item.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`replies-panel-${tab}`} aria-labelledby={`replies-tab-${tab}`}>
        {children}
      </Box>
    </Box>
  );
};
