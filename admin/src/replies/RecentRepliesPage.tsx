import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListBase, useListContext } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, type ChipProps, TableCell, TableRow, Typography, type Theme } from '@mui/material';
import { usePageTitle } from '../layout/use-page-title';
import { RunsPagination } from '../ops/runs/ActiveRunsPage';
import { formatTime, logListFailure } from '../ops/shared/ops-format';
import { ErrorBox } from '../ops/shared/OpsParts';
import { OpsTable } from '../ops/shared/OpsTable';
import { DEFAULT_REPLY_WINDOW, REPLIES_PAGE_SIZE, type ReplyRecord, type ReplyWindow } from '../providers/replies-methods';
import { isRepliesTab, type RepliesTab } from './inbound-format';
import { NO_REPLIES, replyStatusLabel, replyTiles, replyTimeLabel, STOPPED_BY_REPLY } from './replies-format';
import { RepliesHeader } from './RepliesHeader';
import { BreakableAddress } from './BreakableAddress';
import { ReplyMessageDialog } from './ReplyMessageDialog';
import { RunExplainDialog } from './RunExplainDialog';
import { UnmatchedMailScreen } from './UnmatchedMailScreen';

const COLUMNS = [
  { label: 'Contact' },
  { label: 'Sequence' },
  { label: 'Reply From' },
  { label: 'Replied At' },
  { label: 'Run Status' },
  { label: 'Actions', align: 'right' as const },
];

/** Chip colours (the label is shown as worded: 'Stopped by Reply', not title-cased). */
const RUN_STATUS_TONES: Record<string, ChipProps['color']> = { running: 'success', paused: 'warning', stopped: 'info', completed: 'default', canceled: 'default', failed: 'error' };

/**
 * Phones and tablets: the table scrolls sideways inside its card while the Actions column stays pinned to the card's
 * right edge (over an opaque background, with a divider), so 'View Run' is always in view.
 */
const pinnedActions = (theme: Theme) => ({
  '& thead th:last-of-type, & tbody tr[data-testid="reply-row"] > td:last-of-type': {
    position: 'sticky',
    right: 0,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
    [theme.breakpoints.up('md')]: { position: 'static', boxShadow: 'none' },
  },
  // The row's hover tint, over the pinned cell's own background.
  '& tbody tr[data-testid="reply-row"]:hover > td:last-of-type': {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});

const Tile = ({ label, value }: { label: string; value: number | null }) => (
  <Card variant="outlined" sx={{ flex: '1 1 180px' }} data-testid="reply-tile">
    <CardContent>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>{value ?? '—'}</Typography>
    </CardContent>
  </Card>
);

const RepliesScreen = () => {
  const { data, isPending, isFetching, error, refetch } = useListContext<ReplyRecord>();
  const [openedMessage, setOpenedMessage] = useState<string | null>(null);
  const [openedRun, setOpenedRun] = useState<string | null>(null);
  const rows = data ?? [];
  const tiles = isPending || error ? null : replyTiles(rows);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Tile label="Total Replies" value={tiles?.total ?? null} />
        <Tile label="Runs Stopped" value={tiles?.stopped ?? null} />
        <Tile label="Still Running" value={tiles?.running ?? null} />
      </Box>
      {error ? <ErrorBox text="Failed to load replies" error={error} onRetry={() => void refetch()} /> : null}
      <Box sx={pinnedActions}>
        <OpsTable label="replies" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_REPLIES}>
          {rows.map((reply) => {
            const status = replyStatusLabel(reply);
            return (
              <TableRow key={reply.id} hover data-testid="reply-row" onClick={() => setOpenedMessage(reply.id)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ maxWidth: 240 }}>
                  <Typography variant="body2" fontWeight={600}>{reply.contact_name || 'Unknown Contact'}</Typography>
                  {reply.contact_email ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="reply-contact-email">
                      <BreakableAddress address={reply.contact_email} />
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>{reply.sequence_name || '—'}</TableCell>
                <TableCell sx={{ maxWidth: 220 }} data-testid="reply-from">
                  <BreakableAddress address={reply.reply_from} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{replyTimeLabel(reply.replied_at)}</Typography>
                  <Typography variant="caption" color="text.secondary">{formatTime(reply.replied_at)}</Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{reply.status ? <Chip size="small" label={status} data-status={reply.status} color={RUN_STATUS_TONES[status === STOPPED_BY_REPLY ? 'stopped' : reply.status] ?? 'default'} sx={{ fontWeight: 600 }} /> : '—'}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    sx={{ whiteSpace: 'nowrap' }}
                    disabled={!reply.run_id}
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpenedRun(reply.run_id);
                    }}
                  >
                    View Run
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </OpsTable>
      </Box>
      <RunsPagination />
      <ReplyMessageDialog messageId={openedMessage} onClose={() => setOpenedMessage(null)} />
      <RunExplainDialog runId={openedRun} onClose={() => setOpenedRun(null)} />
    </>
  );
};

/**
 * /ops/replies: two tabs over the same window and paging (the open one is `?tab=` in the address). Replies: human
 * replies, newest first, 20 a page. Unmatched mail: inbound mail that changed nothing, or less than its kind would,
 * with why. The window (the last 7 days unless picked) carries over from one tab to the other.
 */
const RecentRepliesPage = () => {
  usePageTitle('Recent Replies');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: RepliesTab = isRepliesTab(requested) ? requested : 'replies';
  const [since, setSince] = useState<ReplyWindow>(DEFAULT_REPLY_WINDOW);
  const openTab = (next: RepliesTab) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'replies') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <ListBase
      // Each tab is a list of its own: switching remounts it on the window last chosen.
      key={tab}
      resource={tab === 'replies' ? 'replies' : 'inbound-unmatched'}
      perPage={REPLIES_PAGE_SIZE}
      filterDefaultValues={{ since }}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ refetchOnWindowFocus: false, onError: logListFailure(tab === 'replies' ? 'Recent Replies' : 'Unmatched mail') }}
    >
      <RepliesHeader tab={tab} onTabChange={openTab} onWindowChange={setSince}>
        {tab === 'replies' ? <RepliesScreen /> : <UnmatchedMailScreen />}
      </RepliesHeader>
    </ListBase>
  );
};

export default RecentRepliesPage;
