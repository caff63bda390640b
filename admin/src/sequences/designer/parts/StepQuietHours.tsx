import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import type { DraftStep } from '../designer-rules';

export interface StepQuietHoursProps {
  step: DraftStep;
  onChange: (patch: Partial<DraftStep>) => void;
}

/** A type alias (not an interface) so it fits the API's open object type for quiet_hours. */
type QuietHours = {
  start_hour: number;
  end_hour: number;
};

/** What switching the hours on proposes: the morning, when movers' customers read mail. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start_hour: 9, end_hour: 11 };
const STARTS = Array.from({ length: 24 }, (_, hour) => hour);
const ENDS = Array.from({ length: 24 }, (_, hour) => hour + 1);
const hourText = (hour: number) => `${hour}:00`;

/** The step's stored hours when they are a well-formed pair (whole hours, start before end), else none. */
export const quietHoursOf = (step: Pick<DraftStep, 'extra'>): QuietHours | null => {
  const value: unknown = step.extra.quiet_hours;
  if (value === null || typeof value !== 'object') return null;
  const { start_hour: start, end_hour: end } = value as Record<string, unknown>;
  return typeof start === 'number' && typeof end === 'number' && start < end ? { start_hour: start, end_hour: end } : null;
};

/** The hours chosen, kept in order: a start at or after the end pushes the end to the hour after it, and back. */
export const orderedHours = (hours: QuietHours, changed: 'start_hour' | 'end_hour'): QuietHours => {
  if (hours.start_hour < hours.end_hour) return hours;
  return changed === 'start_hour' ? { ...hours, end_hour: hours.start_hour + 1 } : { ...hours, start_hour: hours.end_hour - 1 };
};

/**
 * A step's own hours (`quiet_hours`): it goes out only between them, inside the sequence's send window (same days,
 * holidays and time zone), e.g. a reminder only between 9 and 11.
 */
export const StepQuietHours = ({ step, onChange }: StepQuietHoursProps) => {
  const hours = quietHoursOf(step);
  const set = (next: QuietHours | null) => onChange({ extra: { ...step.extra, quiet_hours: next } });
  const pick = (field: 'start_hour' | 'end_hour', value: number) => hours && set(orderedHours({ ...hours, [field]: value }, field));
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch size="small" checked={hours !== null} onChange={(event) => set(event.target.checked ? DEFAULT_QUIET_HOURS : null)} />}
        label="Send only between certain hours"
      />
      {hours && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <TextField select size="small" label="From" value={hours.start_hour} onChange={(event) => pick('start_hour', Number(event.target.value))} sx={{ width: { xs: '100%', sm: 120 } }}>
            {STARTS.map((hour) => <MenuItem key={hour} value={hour}>{hourText(hour)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label="Until" value={hours.end_hour} onChange={(event) => pick('end_hour', Number(event.target.value))} sx={{ width: { xs: '100%', sm: 120 } }}>
            {ENDS.map((hour) => <MenuItem key={hour} value={hour}>{hourText(hour)}</MenuItem>)}
          </TextField>
          <Typography variant="body2" color="text.secondary">Inside the send window's days and time zone</Typography>
        </Stack>
      )}
    </Stack>
  );
};
