import { Card, CardContent, CardHeader, Checkbox, Divider, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { REPLY_LOOKBACK_HOURS, type DraftStep, type ReplyLookbackHours, type SequenceDetails } from '../designer-rules';
import { GoalEditor } from './GoalEditor';
import { ReplyBranches } from './ReplyBranches';

/** The Behavior card's sequence fields, the steps (the reply branches go to saved ones) and a change to the fields. */
export interface BehaviorCardProps {
  details: SequenceDetails;
  steps: readonly DraftStep[];
  onChange: (patch: Partial<SequenceDetails>) => void;
}

/**
 * When a contact's run stops: on a reply (looking back 24, 48 or 72 hours), an out-of-office reply, a hard bounce, its
 * goal; while it does not stop on reply, where a reply and its absence take the run (reply branches).
 */
export const BehaviorCard = ({ details, steps, onChange }: BehaviorCardProps) => (
  <Card variant="outlined" component="section" aria-label="Behavior">
    <CardHeader title="Behavior" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
    <CardContent sx={{ pt: 0 }}>
      <Stack spacing={1}>
        <FormControlLabel
          control={<Checkbox checked={details.stop_on_reply} onChange={(event) => onChange({ stop_on_reply: event.target.checked })} />}
          label="Stop sequence on reply"
        />
        {details.stop_on_reply && (
          <TextField
            select
            size="small"
            label="Reply lookback"
            value={details.reply_lookback_hours}
            onChange={(event) => onChange({ reply_lookback_hours: Number(event.target.value) as ReplyLookbackHours })}
            sx={{ maxWidth: 220, ml: 4 }}
          >
            {REPLY_LOOKBACK_HOURS.map((hours) => (
              <MenuItem key={hours} value={hours}>{`${hours} hours`}</MenuItem>
            ))}
          </TextField>
        )}
        {!details.stop_on_reply && <ReplyBranches details={details} steps={steps} onChange={onChange} />}
        <FormControlLabel
          control={<Checkbox checked={details.stop_on_ooo} onChange={(event) => onChange({ stop_on_ooo: event.target.checked })} />}
          label="Stop on out-of-office reply"
        />
        <FormControlLabel
          control={<Checkbox checked={details.stop_on_bounce} onChange={(event) => onChange({ stop_on_bounce: event.target.checked })} />}
          label="Stop on hard bounce"
        />
        <Divider sx={{ my: 1 }} />
        <GoalEditor details={details} onChange={onChange} />
      </Stack>
    </CardContent>
  </Card>
);
