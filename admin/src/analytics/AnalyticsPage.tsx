import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, FormControlLabel, Stack, Switch, Tab, Tabs, Typography } from '@mui/material';
import type { VelocityTimeframe } from '../api/types';
import { usePageTitle } from '../layout/use-page-title';
import GeographicTab from './GeographicTab';
import MoveDatesTab from './MoveDatesTab';
import OverviewTab from './OverviewTab';
import VelocityTab, { DEFAULT_TIMEFRAME } from './VelocityTab';

export const ANALYTICS_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'velocity', label: 'Opportunity Velocity' },
  { id: 'move-dates', label: 'Move Date Calendar' },
  { id: 'geographic', label: 'Geographic Intelligence' },
] as const;
type TabId = (typeof ANALYTICS_TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => ANALYTICS_TABS.some((t) => t.id === value);

/**
 * "/analytics": four tabs (the open one is `?tab=` in the address). Only the open tab reads, each refreshing on its
 * own interval while auto-refresh is on (on by default).
 */
const AnalyticsPage = () => {
  usePageTitle('Analytics');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'overview';
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [timeframe, setTimeframe] = useState<VelocityTimeframe>(DEFAULT_TIMEFRAME);

  const openTab = (id: TabId) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Analytics
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pipeline velocity, upcoming moves and where customers move
          </Typography>
        </Box>
        <FormControlLabel
          control={<Switch checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />}
          label="Auto-refresh"
        />
      </Box>
      <Tabs
        value={tab}
        onChange={(_, id: TabId) => openTab(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Analytics sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ANALYTICS_TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`analytics-tab-${t.id}`} aria-controls={`analytics-panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`analytics-panel-${tab}`} aria-labelledby={`analytics-tab-${tab}`} sx={{ display: 'grid', gap: 2 }}>
        {tab === 'overview' ? <OverviewTab autoRefresh={autoRefresh} /> : null}
        {tab === 'velocity' ? <VelocityTab autoRefresh={autoRefresh} timeframe={timeframe} onTimeframeChange={setTimeframe} /> : null}
        {tab === 'move-dates' ? <MoveDatesTab autoRefresh={autoRefresh} /> : null}
        {tab === 'geographic' ? <GeographicTab autoRefresh={autoRefresh} /> : null}
      </Box>
    </Stack>
  );
};

export default AnalyticsPage;
