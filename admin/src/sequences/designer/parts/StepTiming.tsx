import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_ANCHOR,
  DELAY_UNITS,
  anchorLabel,
  delayValueIn,
  parseDelayInput,
  toDelaySeconds,
  type DelayUnit,
  type DraftStep,
} from '../designer-rules';
import { StepQuietHours } from './StepQuietHours';

export interface StepTimingProps {
  step: DraftStep;
  onChange: (patch: Partial<DraftStep>) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MAX_ANCHOR_DAYS = 365;

/**
 * When the step sends: a delay after the previous step (a whole number of seconds, minutes, hours or days), or —
 * moving leads live by their date — a number of days before the contact's move date at a given hour; and, if the
 * step says so, only between certain hours.
 */
export const StepTiming = ({ step, onChange }: StepTimingProps) => {
  const anchored = step.wait_until !== null;
  const anchor = step.wait_until ?? DEFAULT_ANCHOR;
  return (
    <Stack spacing={1.5}>
      <RadioGroup
        row
        aria-label="Timing"
        value={anchored ? 'move_date' : 'delay'}
        onChange={(event) => onChange({ wait_until: event.target.value === 'move_date' ? DEFAULT_ANCHOR : null })}
      >
        <FormControlLabel value="delay" control={<Radio size="small" />} label="After a delay" />
        <FormControlLabel value="move_date" control={<Radio size="small" />} label="Relative to the move date" />
      </RadioGroup>
      {anchored ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            type="number"
            label="Days before the move date"
            value={Math.max(0, -anchor.offset_days)}
            onChange={(event) => onChange({ wait_until: { ...anchor, offset_days: -Math.min(MAX_ANCHOR_DAYS, parseDelayInput(event.target.value)) } })}
            slotProps={{ htmlInput: { min: 0, max: MAX_ANCHOR_DAYS, step: 1 } }}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <TextField
            select
            size="small"
            label="Send at"
            value={anchor.send_hour}
            onChange={(event) => onChange({ wait_until: { ...anchor, send_hour: Number(event.target.value) } })}
            sx={{ width: { xs: '100%', sm: 120 } }}
          >
            {HOURS.map((hour) => (
              <MenuItem key={hour} value={hour}>{`${hour}:00`}</MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">{anchorLabel(anchor)}</Typography>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            type="number"
            label="Delay After Previous Step"
            value={delayValueIn(step.delay_seconds, step.delay_unit)}
            onChange={(event) => onChange({ delay_seconds: toDelaySeconds(parseDelayInput(event.target.value), step.delay_unit) })}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <TextField
            select
            size="small"
            label="Unit"
            value={step.delay_unit}
            onChange={(event) => {
              const unit = event.target.value as DelayUnit;
              onChange({ delay_unit: unit, delay_seconds: toDelaySeconds(delayValueIn(step.delay_seconds, step.delay_unit), unit) });
            }}
            sx={{ width: { xs: '100%', sm: 140 } }}
          >
            {DELAY_UNITS.map((entry) => (
              <MenuItem key={entry.unit} value={entry.unit}>{entry.label}</MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <StepQuietHours step={step} onChange={onChange} />
    </Stack>
  );
};
