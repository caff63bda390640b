import { memo, type KeyboardEvent } from 'react';
import { TableCell, TableRow, Typography } from '@mui/material';
import { formatDateTime, formatShortDate } from '../../format/date';
import { formatPhoneDisplay } from '../../format/phone';
import type { OpportunityListItem } from '../../api/types';
import { StatusBadge } from '../shared/StatusBadge';
import { SyncBadge } from '../shared/SyncBadge';
import { canRequeue, syncLabel } from '../shared/sync-state';
import { RowActions, STICKY_ACTIONS, type PanelMode } from './RowActions';

const Missing = () => (
  <Typography component="span" variant="body2" color="text.disabled">
    —
  </Typography>
);

const ellipsis = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export interface OpportunityRowProps {
  item: OpportunityListItem;
  onOpen: (item: OpportunityListItem, mode: PanelMode) => void;
  onRequeue: (item: OpportunityListItem) => void;
  requeueing: boolean;
}

/** One opportunity. The row is focusable; Enter on it opens the side panel in view mode. */
export const OpportunityRow = memo(function OpportunityRow({ item, onOpen, onRequeue, requeueing }: OpportunityRowProps) {
  const rawSync = item.raw.hubspot_sync_status;
  const sync = syncLabel(typeof rawSync === 'string' ? rawSync : null, item.synced);
  const phone = formatPhoneDisplay(item.phone);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: Enter on one of its buttons or links keeps its own meaning.
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onOpen(item, 'view');
  };

  return (
    <TableRow
      hover
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="opportunity-row"
      data-tracking={item.q2g_tracking_number}
      sx={{
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
        '&:last-child td': { borderBottom: 0 },
        // The sticky Actions cell is opaque, so it repaints the row's hover tint itself.
        '&:hover td:last-of-type': { backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
      }}
    >
      <TableCell sx={{ fontWeight: 500, maxWidth: { xs: 130, xl: 240 }, ...ellipsis }} title={item.customer ?? undefined}>
        {item.customer || <Missing />}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', whiteSpace: 'nowrap' }}>{item.q2g_tracking_number}</TableCell>
      <TableCell sx={{ maxWidth: { xs: 145, xl: 280 }, ...ellipsis }} title={item.email ?? undefined}>
        {item.email || <Missing />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{phone || <Missing />}</TableCell>
      <TableCell>
        <StatusBadge status={item.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.move_date ? formatShortDate(item.move_date) : <Missing />}</TableCell>
      <TableCell>
        <SyncBadge label={sync} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(item.last_updated)}>
        {formatShortDate(item.last_updated)}
      </TableCell>
      <TableCell align="right" sx={{ py: 0.25, ...STICKY_ACTIONS }}>
        <RowActions item={item} onOpen={onOpen} onRequeue={canRequeue(sync) ? onRequeue : undefined} requeueing={requeueing} />
      </TableCell>
    </TableRow>
  );
});
