import { useState } from 'react';
import { useListContext } from 'react-admin';
import { Chip, TableCell, TableRow, Typography } from '@mui/material';
import { RunsPagination } from '../ops/runs/ActiveRunsPage';
import { formatTime } from '../ops/shared/ops-format';
import { ErrorBox } from '../ops/shared/OpsParts';
import { OpsTable } from '../ops/shared/OpsTable';
import type { UnmatchedMessageRecord } from '../providers/replies-methods';
import { inboundEffectLabel, inboundKindLabel, inboundKindTone, NO_UNMATCHED } from './inbound-format';
import { replyTimeLabel } from './replies-format';
import { ReplyMessageDialog } from './ReplyMessageDialog';

const COLUMNS = [{ label: 'Received' }, { label: 'From' }, { label: 'Subject' }, { label: 'Kind' }, { label: 'Why' }];

/**
 * The Unmatched mail tab's list (inside a ListBase of `inbound-unmatched`): inbound mail that changed nothing, or
 * less than its kind would, newest first, with the server's reason; a row opens the stored message.
 */
export const UnmatchedMailScreen = () => {
  const { data, isPending, isFetching, error, refetch } = useListContext<UnmatchedMessageRecord>();
  const [opened, setOpened] = useState<string | null>(null);
  const rows = data ?? [];
  return (
    <>
      {error ? <ErrorBox text="Failed to load unmatched mail" error={error} onRetry={() => void refetch()} /> : null}
      <OpsTable label="unmatched mail" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_UNMATCHED}>
        {rows.map((row) => (
          <TableRow key={row.id} hover data-testid="unmatched-row" onClick={() => setOpened(row.id)} sx={{ cursor: 'pointer' }}>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <Typography variant="body2">{replyTimeLabel(row.received_at)}</Typography>
              <Typography variant="caption" color="text.secondary">{formatTime(row.received_at)}</Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 180, maxWidth: 260, overflowWrap: 'break-word', verticalAlign: 'top' }}>{row.from_email || '—'}</TableCell>
            <TableCell sx={{ minWidth: 180, maxWidth: 300, overflowWrap: 'break-word', verticalAlign: 'top' }}>{row.subject || '(no subject)'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <Chip size="small" variant="outlined" label={inboundKindLabel(row.kind)} color={inboundKindTone(row.kind)} data-kind={row.kind} sx={{ fontWeight: 600 }} />
            </TableCell>
            <TableCell sx={{ minWidth: 280, verticalAlign: 'top' }}>
              <Typography variant="body2">{row.note}</Typography>
              {row.effect !== 'recorded' ? (
                <Typography variant="caption" color="text.secondary">{`Did: ${inboundEffectLabel(row.effect)}`}</Typography>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </OpsTable>
      <RunsPagination />
      <ReplyMessageDialog messageId={opened} onClose={() => setOpened(null)} title="Message Details" />
    </>
  );
};
