import { useState } from 'react';
import { Box } from '@mui/material';
import TotalIcon from '@mui/icons-material/LocalShippingOutlined';
import WeekIcon from '@mui/icons-material/DateRangeOutlined';
import MonthIcon from '@mui/icons-material/EventOutlined';
import DaysIcon from '@mui/icons-material/HourglassBottomOutlined';
import type { MoveDatesData } from '../api/types';
import { formatCount, formatDays, monthOf, REFRESH_MS } from './analytics-format';
import { AnalyticsPanel, MetricGrid, QueryView } from './AnalyticsPanel';
import { MoveCalendar } from './MoveCalendar';
import { MoveList } from './MoveList';
import { useAnalyticsRead } from './use-analytics-read';

const metricsOf = ({ metrics: m }: MoveDatesData) => [
  { label: 'Total Moves', value: formatCount(m.total_moves), icon: <TotalIcon />, hint: 'Active moves from today on' },
  { label: 'This Week', value: formatCount(m.this_week), icon: <WeekIcon />, hint: 'Monday to Sunday' },
  { label: 'Next 30 Days', value: formatCount(m.next_30_days), icon: <MonthIcon /> },
  { label: 'Avg Days Out', value: formatDays(m.avg_days_out), icon: <DaysIcon /> },
];

/** Move Date Calendar: the active moves' figures, a month heat-map, this week's and the upcoming moves. */
const MoveDatesTab = ({ autoRefresh, now = new Date() }: { autoRefresh: boolean; now?: Date }) => {
  const currentMonth = monthOf(now);
  const [month, setMonth] = useState(currentMonth);
  const query = useAnalyticsRead(['move-dates'], (p) => p.getMoveDates(), autoRefresh && REFRESH_MS.moveDates);
  return (
    <QueryView query={query} loadingLabel="Loading move dates">
      {(data) => (
        <>
          <MetricGrid metrics={metricsOf(data)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 6fr) minmax(0, 6fr)' } }}>
            <AnalyticsPanel id="move-calendar-panel" title="Move Calendar" subheader="Active moves per day">
              <MoveCalendar month={month} onMonthChange={setMonth} currentMonth={currentMonth} autoRefresh={autoRefresh} />
            </AnalyticsPanel>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <AnalyticsPanel id="moves-this-week" title="This Week" subheader="Active moves, Monday to Sunday">
                <MoveList moves={data.this_week} empty="No moves this week" testId="this-week-list" />
              </AnalyticsPanel>
              <AnalyticsPanel id="moves-upcoming" title="Upcoming Moves" subheader="The next 10 active moves">
                <MoveList moves={data.upcoming} empty="No upcoming moves" testId="upcoming-list" />
              </AnalyticsPanel>
            </Box>
          </Box>
        </>
      )}
    </QueryView>
  );
};

export default MoveDatesTab;
