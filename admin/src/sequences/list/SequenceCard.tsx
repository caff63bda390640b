import { Box, Card, CardActions, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import PeopleIcon from '@mui/icons-material/GroupAddOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useWriteDenied, WRITE_DENIED } from '../../access/write-access';
import type { SequenceRecord } from '../../api/types';
import { ruleStatusBadge } from '../../enrollment/enrollment-format';
import { cardBadge, ruleBadges, updatedLabel } from './sequence-card-rules';
import { useSequenceStateToggle } from './use-sequence-state-toggle';

export interface SequenceCardActions {
  onManageEnrollments: (sequence: SequenceRecord) => void;
  onEdit: (sequence: SequenceRecord) => void;
  onPreview: (sequence: SequenceRecord) => void;
  onDuplicate: (sequence: SequenceRecord) => void;
  onDelete: (sequence: SequenceRecord) => void;
  /** A state change was answered (the list refetches). */
  onChanged: () => void;
}

const Count = ({ label, value }: { label: string; value: number }) => (
  <Box sx={{ textAlign: 'center', flex: 1 }}>
    <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
      {value.toLocaleString()}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** A card action; `denied` (the write rule's reason) disables it and says why under the pointer. */
const Action = ({ title, onClick, children, color, denied }: { title: string; onClick: () => void; children: React.ReactNode; color?: 'primary' | 'error'; denied?: string }) => (
  <Tooltip title={denied ? `${title}: ${denied}` : title}>
    <span>
      <IconButton aria-label={title} size="small" color={color ?? 'default'} disabled={Boolean(denied)} onClick={onClick}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** One sequence in the grid: badge, switch, rules, counts, today's activity and the card's actions. */
export const SequenceCard = ({ sequence: record, actions }: { sequence: SequenceRecord; actions: SequenceCardActions }) => {
  const { sequence, toggle, disabled: stateDisabled, hint: stateHint } = useSequenceStateToggle(record, actions.onChanged);
  const denied = useWriteDenied(sequence, WRITE_DENIED.sequence);
  // The state switch keeps the seed's own words for a user who may not change it.
  const disabled = stateDisabled || denied !== undefined;
  const hint = denied && !stateDisabled ? "You don't have permission to change sequence state" : stateHint;
  const badge = cardBadge(sequence);
  const rules = ruleBadges(sequence.enrollment_rules);
  const paused = sequence.state === 'paused';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={sequence.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={600} noWrap title={sequence.name}>
              {sequence.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: 40, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {sequence.description || 'No description'}
            </Typography>
          </Box>
          <Chip label={badge.label} color={badge.color} size="small" aria-label={`State: ${badge.label}`} />
          <Tooltip title={hint}>
            <span>
              <IconButton aria-label={hint} size="small" disabled={disabled} onClick={toggle} color={paused ? 'success' : 'warning'}>
                {paused ? <PlayIcon /> : <PauseIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {sequence.enrollment_rules.length > 0 ? (
          <Stack direction="row" useFlexGap spacing={0.5} flexWrap="wrap" sx={{ mt: 1 }} aria-label="Enrollment rules">
            {rules.shown.map((rule) => (
              <Chip key={rule.id} size="small" variant="outlined" color={ruleStatusBadge(rule.status).color} label={`Rule: ${ruleStatusBadge(rule.status).label}`} />
            ))}
            {rules.more > 0 ? <Chip size="small" variant="outlined" label={`+${rules.more} more`} /> : null}
          </Stack>
        ) : null}
        <Stack direction="row" sx={{ mt: 1.5, py: 1, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Count label="Steps" value={sequence.step_count} />
          <Count label="Active" value={sequence.active_enrollments} />
          <Count label="Total" value={sequence.total_enrollments} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label="Activity">
          <Chip size="small" color={sequence.enrollments_24h > 0 ? 'success' : 'default'} variant="outlined" label={`+${sequence.enrollments_24h} today`} />
          <Chip size="small" variant="outlined" label={`${sequence.eligible_count.toLocaleString()} eligible`} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {`Updated ${updatedLabel(sequence.updated_at)}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.25 }}>
          <Action title="Manage enrollments" onClick={() => actions.onManageEnrollments(sequence)} color="primary">
            <PeopleIcon fontSize="small" />
          </Action>
          <Action title="Edit" onClick={() => actions.onEdit(sequence)} color="primary" denied={denied}>
            <EditIcon fontSize="small" />
          </Action>
          {sequence.step_count > 0 ? (
            <Action title="Preview" onClick={() => actions.onPreview(sequence)}>
              <PreviewIcon fontSize="small" />
            </Action>
          ) : null}
          <Action title="Duplicate" onClick={() => actions.onDuplicate(sequence)}>
            <CopyIcon fontSize="small" />
          </Action>
          <Action title="Delete" onClick={() => actions.onDelete(sequence)} color="error" denied={denied}>
            <DeleteIcon fontSize="small" />
          </Action>
        </Box>
      </CardActions>
    </Card>
  );
};
