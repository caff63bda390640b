import { Box, Button, Chip, Link, ListItem, Typography } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrowsOutlined';
import CallSplitIcon from '@mui/icons-material/CallSplitOutlined';
import MergeIcon from '@mui/icons-material/MergeType';
import UndoIcon from '@mui/icons-material/Undo';
import { Link as RouterLink } from 'react-router-dom';
import type { RelatedLead } from '../../api/types';
import { formatDateTime } from '../../format/date';
import { opportunityPath } from '../shared/paths';
import { duplicateSummary, matchWords, pairStatusWords, reasonText } from './duplicate-words';
import { mergeRoleWords } from './merge-words';

export interface DuplicateLineProps {
  lead: RelatedLead;
  /** When the opportunity the line belongs to came in (the line says how much earlier or later this lead did). */
  ownerCreatedAt: string;
  now: Date;
  /** Open the lead's page in a new tab (from the side panel, so the list stays). */
  newTab?: boolean;
  /** A decision is being sent (not a duplicate, merge or undo; this pair's, or another's). */
  busy: boolean;
  /** The opportunity the line belongs to was merged into another: it offers no merge of its own. */
  readOnly?: boolean;
  onCompare: () => void;
  onNotDuplicate: () => void;
  onMerge: () => void;
  onUndoMerge: () => void;
}

const MONO = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } as const;
/** A tracking number moves to the next line whole rather than breaking at its hyphen (unless it is wider than a line). */
const TRACKING_LINK_SX = { ...MONO, display: 'inline-block', maxWidth: '100%' } as const;

/** A merged pair: which lead stayed the primary, and, while the merge can be undone, until when and "Undo merge". */
const MergeState = ({ lead, busy, onUndoMerge }: Pick<DuplicateLineProps, 'lead' | 'busy' | 'onUndoMerge'>) => {
  if (!lead.merge) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="duplicate-merge-role">
        {mergeRoleWords(lead.merge)}
      </Typography>
      {lead.merge.undoable ? (
        <>
          <Typography variant="caption" color="text.secondary" data-testid="duplicate-undo-until">
            {`Undo possible until ${formatDateTime(lead.merge.undo_until)}`}
          </Typography>
          <Button size="small" startIcon={<UndoIcon />} onClick={onUndoMerge} disabled={busy}>
            Undo merge
          </Button>
        </>
      ) : null}
    </>
  );
};

/**
 * One related lead: "Also from HireAHelper, 2 days earlier · tracking HAH-123" (the tracking number links to its
 * page), the customer and why ("Same email · same phone"), how sure ("95% match"), a decided pair's status, and
 * Compare; an open pair also offers Merge (unless this lead is read-only) and "Not a duplicate"; a merged pair says
 * which lead stayed the primary and offers "Undo merge" while it can.
 */
export const DuplicateLine = (props: DuplicateLineProps) => {
  const { lead, ownerCreatedAt, now, newTab = false, busy, readOnly = false, onCompare, onNotDuplicate, onMerge } = props;
  const status = pairStatusWords(lead.status);
  const reasons = reasonText(lead);
  return (
    <ListItem
      divider
      disableGutters
      data-testid="duplicate-line"
      data-tracking={lead.tracking_number}
      data-status={lead.status}
      sx={{ display: 'block', py: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="duplicate-summary">
          {`${duplicateSummary(ownerCreatedAt, lead, now)} · tracking `}
          <Link
            component={RouterLink}
            to={opportunityPath(lead.tracking_number)}
            sx={TRACKING_LINK_SX}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {lead.tracking_number}
          </Link>
        </Typography>
        <Chip label={matchWords(lead.score)} size="small" variant="outlined" color={lead.status === 'open' ? 'warning' : 'default'} data-testid="duplicate-score" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="duplicate-reasons">
        {[lead.customer_name?.trim() || 'Unknown customer', reasons].filter(Boolean).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
        {status ? <Chip label={status} size="small" data-testid="duplicate-status" /> : null}
        {lead.status === 'merged' ? <MergeState lead={lead} busy={busy} onUndoMerge={props.onUndoMerge} /> : null}
        <Button size="small" startIcon={<CompareArrowsIcon />} onClick={onCompare}>
          Compare
        </Button>
        {lead.status === 'open' && !readOnly ? (
          <Button size="small" color="primary" startIcon={<MergeIcon />} onClick={onMerge} disabled={busy}>
            Merge
          </Button>
        ) : null}
        {lead.status === 'open' ? (
          <Button size="small" color="warning" startIcon={<CallSplitIcon />} onClick={onNotDuplicate} disabled={busy}>
            Not a duplicate
          </Button>
        ) : null}
      </Box>
    </ListItem>
  );
};
