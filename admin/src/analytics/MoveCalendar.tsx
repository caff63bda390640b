import { Box, Button, IconButton, Skeleton, Tooltip, Typography, alpha, useTheme } from '@mui/material';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import type { MoveCalendarData } from '../api/types';
import { formatLongDate } from '../format/date';
import { formatCount, formatMonth, intensity, leadingBlanks, REFRESH_MS, shiftMonth } from './analytics-format';
import { AnalyticsError } from './AnalyticsStates';
import { useAnalyticsRead } from './use-analytics-read';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const movesText = (n: number) => (n === 1 ? '1 move' : `${formatCount(n)} moves`);

const Grid = ({ data }: { data: MoveCalendarData }) => {
  const { palette } = useTheme();
  const largest = Math.max(0, ...data.days.map((d) => d.move_count));
  const total = data.days.reduce((sum, d) => sum + d.move_count, 0);
  return (
    <Box
      role="list"
      aria-label={`Moves per day in ${formatMonth(data.month)}: ${movesText(total)}${largest > 0 ? `, busiest day ${movesText(largest)}` : ''}`}
      data-testid="move-calendar"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {WEEKDAYS.map((day) => (
        <Typography key={day} aria-hidden variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {day}
        </Typography>
      ))}
      {Array.from({ length: leadingBlanks(data.month) }, (_, i) => (
        <Box key={`blank-${i}`} aria-hidden />
      ))}
      {data.days.map((day) => {
        const shade = intensity(day.move_count, largest);
        const label = `${formatLongDate(day.date)}: ${movesText(day.move_count)}`;
        return (
          <Tooltip key={day.date} title={label} disableInteractive>
            <Box
              role="listitem"
              aria-label={label}
              data-testid="calendar-day"
              data-date={day.date}
              data-count={day.move_count}
              sx={{
                minHeight: 48,
                borderRadius: 1,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                bgcolor: shade > 0 ? alpha(palette.primary.main, 0.12 + 0.78 * shade) : 'transparent',
                color: shade > 0.55 ? palette.primary.contrastText : 'text.primary',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="caption" sx={{ lineHeight: 1 }}>
                {Number(day.date.slice(8))}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, textAlign: 'right', lineHeight: 1.1 }}>
                {day.move_count > 0 ? formatCount(day.move_count) : ''}
              </Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
};

/** A month of active moves per day as a heat-map, with month navigation. */
export const MoveCalendar = ({ month, onMonthChange, currentMonth, autoRefresh }: { month: string; onMonthChange: (m: string) => void; currentMonth: string; autoRefresh: boolean }) => {
  const query = useAnalyticsRead(['move-calendar', month], (p) => p.getMoveDateCalendar(month), autoRefresh && REFRESH_MS.moveDates);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton size="small" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <PrevIcon />
        </IconButton>
        <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 600, minWidth: 150, textAlign: 'center' }} data-testid="calendar-month">
          {formatMonth(month)}
        </Typography>
        <IconButton size="small" aria-label="Next month" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <NextIcon />
        </IconButton>
        <Button size="small" onClick={() => onMonthChange(currentMonth)} disabled={month === currentMonth}>
          This month
        </Button>
      </Box>
      {query.error ? <AnalyticsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      {query.data && query.data.month === month ? (
        <Grid data={query.data} />
      ) : !query.error ? (
        <Skeleton variant="rounded" height={300} aria-label="Loading calendar" />
      ) : null}
    </Box>
  );
};
