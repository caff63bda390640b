import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WRITE_DENIED } from '../access/write-access';
import type { EnrollmentRule, RulePreview } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import type { RuleAction } from '../providers/enrollment-methods';
import { criteriaSummary } from './criteria-fields';
import { dateFieldLabel, formatDate, formatDateTime, lastRunSentence, ruleStatusBadge } from './enrollment-format';
import { NewRuleDialog } from './NewRuleDialog';

const PAST: Readonly<Record<RuleAction, string>> = { start: 'started', pause: 'paused', stop: 'stopped' };

export interface RulesTabProps {
  sequenceId: string;
  rules: EnrollmentRule[];
  isPending: boolean;
  onPreview: (rule: EnrollmentRule, preview: RulePreview) => void;
  /** The sequence's owner or an admin: only they create, start, pause and stop rules (disabled with why otherwise). */
  canWrite?: boolean;
}

/** The actions a rule offers in its status: start (draft), pause and stop (active), resume (paused). */
const actionsFor = (status: string): Array<{ action: RuleAction; label: string }> => {
  const known = ruleStatusBadge(status).label;
  if (known === 'Draft') return [{ action: 'start', label: 'Start' }];
  if (known === 'Active') return [{ action: 'pause', label: 'Pause' }, { action: 'stop', label: 'Stop' }];
  if (known === 'Paused') return [{ action: 'start', label: 'Resume' }];
  return [];
};

/** Draft and paused rules can be edited (an active one is paused first; stopped and completed are final). */
const isEditable = (status: string): boolean => status === 'draft' || status === 'paused';

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">{label}</Typography>
    <Typography variant="body2">{value}</Typography>
  </Box>
);

/** 'Rules (count)': each rule with its status, dates and counts, its actions, and 'New Rule'. */
export const RulesTab = ({ sequenceId, rules, isPending, onPreview, canWrite = true }: RulesTabProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EnrollmentRule | null>(null);

  const statusChange = useMutation({
    mutationFn: ({ rule, action }: { rule: EnrollmentRule; action: RuleAction }) => dataProvider.changeRuleStatus(rule.id, action),
    onSuccess: (_rule, { action }) => {
      notify(`Enrollment rule ${PAST[action]} successfully`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['enrollment-rules'] });
    },
    onError: (error, { action }) => {
      const text = error instanceof Error && error.message ? error.message : `Failed to ${action} enrollment rule`;
      notify(text, { type: 'error', autoHideDuration: 6000 });
    },
  });
  const preview = useMutation({
    mutationFn: (rule: EnrollmentRule) => dataProvider.previewRule(rule.id),
    onSuccess: (answer, rule) => onPreview(rule, answer),
    onError: () => notify('Failed to preview rule', { type: 'error', autoHideDuration: 6000 }),
  });
  const busy = statusChange.isPending || preview.isPending;

  return (
    <Stack spacing={2}>
      <Box>
        <Tooltip title={canWrite ? '' : WRITE_DENIED.rules}>
          <span>
            <Button variant="contained" startIcon={<AddIcon />} disabled={!canWrite} onClick={() => setCreating(true)}>
              New Rule
            </Button>
          </span>
        </Tooltip>
      </Box>
      {isPending && <Skeleton variant="rounded" height={96} />}
      {!isPending && rules.length === 0 && <Alert severity="info">No enrollment rules yet</Alert>}
      {rules.map((rule) => {
        const badge = ruleStatusBadge(rule.status);
        const lastRun = lastRunSentence(rule.last_run);
        return (
          <Paper key={rule.id} variant="outlined" sx={{ p: 2 }} data-testid="enrollment-rule">
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
              <Typography variant="subtitle1" fontWeight={600}>{rule.name}</Typography>
              <Chip size="small" label={badge.label} color={badge.color} />
            </Stack>
            {rule.description && <Typography variant="body2" color="text.secondary">{rule.description}</Typography>}
            {rule.run_error && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="rule-run-error">
                Paused by the runner on {formatDateTime(rule.run_error_at)}. {rule.run_error.replace(/\.$/, "")}. Fix the rule, then start it again.
              </Alert>
            )}
            <Stack direction="row" spacing={3} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
              <Figure label="Date field" value={dateFieldLabel(rule.date_field)} />
              <Figure label="Start" value={formatDate(rule.start_date)} />
              <Figure label="End" value={rule.end_date ? formatDate(rule.end_date) : '—'} />
              <Figure label="Enrollments" value={rule.total_enrollments} />
              <Figure label="Active" value={rule.active_enrollments} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="rule-criteria">
              Who: {criteriaSummary(rule.criteria_json)}
            </Typography>
            {lastRun && (
              <Tooltip title={`Last run ${formatDateTime(rule.last_run?.at)}`}>
                <Typography variant="body2" color="text.secondary" data-testid="rule-last-run">{lastRun}</Typography>
              </Tooltip>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" disabled={busy} onClick={() => preview.mutate(rule)}>Preview</Button>
              {isEditable(rule.status) && (
                <Tooltip title={canWrite ? '' : WRITE_DENIED.rules}>
                  <span>
                    <Button size="small" disabled={busy || !canWrite} onClick={() => setEditing(rule)}>Edit</Button>
                  </span>
                </Tooltip>
              )}
              {actionsFor(rule.status).map(({ action, label }) => (
                <Tooltip key={label} title={canWrite ? '' : WRITE_DENIED.rules}>
                  <span>
                    <Button size="small" disabled={busy || !canWrite} color={action === 'stop' ? 'error' : 'primary'} onClick={() => statusChange.mutate({ rule, action })}>
                      {label}
                    </Button>
                  </span>
                </Tooltip>
              ))}
            </Stack>
          </Paper>
        );
      })}
      <NewRuleDialog open={creating} sequenceId={sequenceId} onClose={() => setCreating(false)} />
      {editing && <NewRuleDialog key={editing.id} open rule={editing} sequenceId={sequenceId} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
