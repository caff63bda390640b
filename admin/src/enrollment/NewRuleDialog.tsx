import { useState } from 'react';
import {
  Autocomplete, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, FormGroup, MenuItem, Stack, TextField,
  Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import type { EnrollmentRule, EnrollmentRuleInput, RuleExclusion } from '../api/types';
import { CriteriaBuilder } from './CriteriaBuilder';
import { toCriteriaFilter, toFilterDraft, type FilterDraft } from './criteria-fields';
import { dateFieldLabel, TIME_ZONES } from './enrollment-format';

/** Defaults of a new rule: created_at, caps 1000 per day for everyone and 100 for this sequence, Mon-Fri 8-18 UTC. */
export const RULE_DEFAULTS = {
  date_field: 'created_at',
  daily_org_limit: 1000,
  daily_sequence_limit: 100,
  days: [1, 2, 3, 4, 5],
  start_hour: 8,
  end_hour: 18,
  timezone: 'UTC',
  include_future: false,
} as const;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface RuleDraft {
  name: string;
  description: string;
  date_field: EnrollmentRuleInput['date_field'];
  start_date: string;
  end_date: string;
  include_future: boolean;
  daily_org_limit: number;
  daily_sequence_limit: number;
  days: number[];
  start_hour: number;
  end_hour: number;
  timezone: string;
  filters: FilterDraft[];
  exclusions: RuleExclusion[];
}

const emptyDraft = (): RuleDraft => ({
  name: '',
  description: '',
  date_field: RULE_DEFAULTS.date_field,
  start_date: '',
  end_date: '',
  include_future: RULE_DEFAULTS.include_future,
  daily_org_limit: RULE_DEFAULTS.daily_org_limit,
  daily_sequence_limit: RULE_DEFAULTS.daily_sequence_limit,
  days: [...RULE_DEFAULTS.days],
  start_hour: RULE_DEFAULTS.start_hour,
  end_hour: RULE_DEFAULTS.end_hour,
  timezone: RULE_DEFAULTS.timezone,
  filters: [],
  exclusions: [],
});

/** A saved rule as the dialog edits it. */
const draftOf = (rule: EnrollmentRule): RuleDraft => ({
  name: rule.name,
  description: rule.description,
  date_field: rule.date_field,
  start_date: rule.start_date,
  end_date: rule.end_date ?? '',
  include_future: rule.include_future,
  daily_org_limit: rule.caps_json.daily_org_limit,
  daily_sequence_limit: rule.caps_json.daily_sequence_limit,
  days: [...rule.send_window_json.days],
  start_hour: rule.send_window_json.start_hour,
  end_hour: rule.send_window_json.end_hour,
  timezone: rule.timezone,
  filters: rule.criteria_json.filters.map(toFilterDraft),
  exclusions: [...rule.criteria_json.exclusions],
});

export const ruleInputOf = (sequenceId: string, draft: RuleDraft): EnrollmentRuleInput => ({
  sequence_id: sequenceId,
  name: draft.name.trim(),
  // Sent even when empty, so an edit can clear it.
  description: draft.description.trim(),
  date_field: draft.date_field,
  start_date: draft.start_date,
  end_date: draft.end_date || null,
  include_future: draft.include_future,
  caps_json: { daily_org_limit: draft.daily_org_limit, daily_sequence_limit: draft.daily_sequence_limit },
  send_window_json: { days: draft.days, start_hour: draft.start_hour, end_hour: draft.end_hour },
  timezone: draft.timezone.trim() || RULE_DEFAULTS.timezone,
  criteria_json: { filters: draft.filters.map(toCriteriaFilter), exclusions: draft.exclusions },
});

export interface NewRuleDialogProps {
  open: boolean;
  sequenceId: string;
  onClose: () => void;
  /** A draft or paused rule to edit: the dialog opens pre-filled and saves it ('Edit Rule'). */
  rule?: EnrollmentRule | null;
}

const wholeNumber = (text: string) => Math.max(0, Math.trunc(Number(text) || 0));

/**
 * 'New Rule': every rule field with its defaults; name and start date are required. With `rule` it is 'Edit Rule':
 * the same fields pre-filled, saved over the rule. Mount it with a `key` per rule so each opening starts from it.
 */
export const NewRuleDialog = ({ open, sequenceId, onClose, rule = null }: NewRuleDialogProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : emptyDraft()));
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: saving }] = useUpdate();
  const isPending = creating || saving;
  const notify = useNotify();
  const set = (patch: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const toggleDay = (day: number, on: boolean) =>
    set({ days: on ? [...draft.days, day].sort((a, b) => a - b) : draft.days.filter((item) => item !== day) });

  const close = () => {
    setDraft(rule ? draftOf(rule) : emptyDraft());
    onClose();
  };

  const submit = () => {
    if (!draft.name.trim() || !draft.start_date) {
      notify('Name and start date are required', { type: 'error', title: 'Validation Error', autoHideDuration: 6000 });
      return;
    }
    if (rule) {
      void update(
        'enrollment-rules',
        { id: rule.id, data: ruleInputOf(sequenceId, draft), previousData: rule },
        {
          onSuccess: () => {
            notify('Enrollment rule updated successfully', { type: 'success' });
            onClose();
          },
          onError: (error) => notify(error instanceof Error && error.message ? error.message : 'Failed to update enrollment rule', { type: 'error', autoHideDuration: 6000 }),
        },
      );
      return;
    }
    void create(
      'enrollment-rules',
      { data: ruleInputOf(sequenceId, draft) },
      {
        onSuccess: () => {
          notify('Enrollment rule created successfully', { type: 'success' });
          close();
        },
        onError: () => notify('Failed to create enrollment rule', { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="new-rule-title">
      <DialogTitle id="new-rule-title">{rule ? 'Edit Rule' : 'New Rule'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField label="Name" required value={draft.name} onChange={(event) => set({ name: event.target.value })} />
          <TextField label="Description" multiline minRows={2} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label="Date field" value={draft.date_field} onChange={(event) => set({ date_field: event.target.value as RuleDraft['date_field'] })} sx={{ minWidth: 180 }}>
              <MenuItem value="created_at">{dateFieldLabel('created_at')}</MenuItem>
              <MenuItem value="first_seen_at">{dateFieldLabel('first_seen_at')}</MenuItem>
            </TextField>
            <TextField label="Start date" type="date" required value={draft.start_date} onChange={(event) => set({ start_date: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="End date" type="date" value={draft.end_date} onChange={(event) => set({ end_date: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={draft.include_future} onChange={(event) => set({ include_future: event.target.checked })} />}
            label="Include future contacts"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Daily organisation cap" type="number" value={draft.daily_org_limit} onChange={(event) => set({ daily_org_limit: wholeNumber(event.target.value) })} />
            <TextField label="Daily sequence cap" type="number" value={draft.daily_sequence_limit} onChange={(event) => set({ daily_sequence_limit: wholeNumber(event.target.value) })} />
          </Stack>
          <Divider />
          <Typography variant="subtitle2">Send window</Typography>
          <FormGroup row>
            {WEEKDAYS.map((label, index) => (
              <FormControlLabel
                key={label}
                control={<Checkbox size="small" checked={draft.days.includes(index + 1)} onChange={(event) => toggleDay(index + 1, event.target.checked)} />}
                label={label}
              />
            ))}
          </FormGroup>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Start hour" type="number" value={draft.start_hour} onChange={(event) => set({ start_hour: Math.min(23, wholeNumber(event.target.value)) })} />
            <TextField label="End hour" type="number" value={draft.end_hour} onChange={(event) => set({ end_hour: Math.min(24, wholeNumber(event.target.value)) })} />
            <Autocomplete
              options={TIME_ZONES}
              value={draft.timezone}
              disableClearable
              autoHighlight
              onChange={(_event, zone) => set({ timezone: zone })}
              sx={{ minWidth: { sm: 260 } }}
              renderInput={(params) => <TextField {...params} label="Timezone" helperText="Search by city or region" />}
            />
          </Stack>
          <Divider />
          <CriteriaBuilder
            filters={draft.filters}
            exclusions={draft.exclusions}
            onFiltersChange={(filters) => set({ filters })}
            onExclusionsChange={(exclusions) => set({ exclusions })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isPending}>
          {rule ? 'Save Changes' : 'Create Rule'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
