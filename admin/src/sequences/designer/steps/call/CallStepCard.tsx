import { InputAdornment, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { CALL_OUTCOMES } from '../../../../calls/call-outcomes';
import type { StepBodyProps } from '../step-types';
import {
  CALL_STEP_INTRO,
  EXPIRE_HELP,
  MAX_EXPIRE_HOURS,
  ROUTE_WORDS,
  expireHoursProblem,
  routeFromValue,
  routeLabel,
  routeProblem,
  type CallFields,
  type CallRoute,
} from './call-rules';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The routes a select offers: next, end, goal, each later step, and the current one if it is a step no longer later. */
const routeChoices = (current: CallRoute, order: number, count: number): CallRoute[] => {
  const later = Array.from({ length: Math.max(0, count - order) }, (_, offset) => order + 1 + offset);
  const stale = typeof current === 'number' && !later.includes(current) ? [current] : [];
  return [...(Object.keys(ROUTE_WORDS) as CallRoute[]), ...later, ...stale];
};

/**
 * The call step's body: what it does, the shared timing (when the task opens), the hours before an open task expires,
 * and a row per call outcome choosing where the run goes: the next step, the end, the goal or a later step.
 */
export const CallStepCard = ({ step, onChange, timing, stepCount }: StepBodyProps<CallFields>) => {
  const hoursProblem = expireHoursProblem(step.expire_hours);
  return (
    <>
      <Typography variant="body2" color="text.secondary">{CALL_STEP_INTRO}</Typography>
      {timing}
      <TextField
        size="small"
        type="number"
        label="Expires after"
        value={step.expire_hours}
        onChange={(event) => onChange({ expire_hours: event.target.value })}
        error={hoursProblem !== null}
        helperText={hoursProblem ?? EXPIRE_HELP}
        slotProps={{
          htmlInput: { min: 1, max: MAX_EXPIRE_HOURS, step: 1 },
          input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> },
        }}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <Table size="small" aria-label="Call outcomes">
        <TableHead>
          <TableRow>
            <TableCell>Call outcome</TableCell>
            <TableCell>Then</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CALL_OUTCOMES.map(({ value: outcome, label }) => {
            const route = step.routes[outcome];
            const problem = routeProblem(route, step.step_order, stepCount);
            return (
              <TableRow key={outcome} data-testid={`call-route-${outcome}`}>
                <TableCell sx={{ width: '40%' }}>{label}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={String(route)}
                    onChange={(event) => onChange({ routes: { ...step.routes, [outcome]: routeFromValue(event.target.value) } })}
                    error={problem !== null}
                    helperText={problem ? sentence(problem) : undefined}
                    slotProps={{ htmlInput: { 'aria-label': label } }}
                  >
                    {routeChoices(route, step.step_order, stepCount).map((choice) => (
                      <MenuItem key={String(choice)} value={String(choice)}>{routeLabel(choice)}</MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
};
