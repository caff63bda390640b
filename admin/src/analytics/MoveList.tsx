import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { Move } from '../api/types';
import { formatShortDate } from '../format/date';
import { StatusBadge } from '../opportunities/shared/StatusBadge';
import { daysOutLabel, TABLE_ROWS } from './analytics-format';

/** Up to TABLE_ROWS moves: date and 'N days out', customer and tracking number, route, status badge. */
export const MoveList = ({ moves, empty, testId }: { moves: readonly Move[]; empty: string; testId: string }) =>
  moves.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {empty}
    </Typography>
  ) : (
    <List dense disablePadding data-testid={testId}>
      {moves.slice(0, TABLE_ROWS).map((move) => (
        <ListItem
          key={move.tracking_number}
          divider
          disableGutters
          data-testid="move-row"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'start' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {move.customer_name || 'Unknown'}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {move.tracking_number}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {move.origin_address || 'Not provided'} → {move.destination_address || 'Not provided'}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatShortDate(move.move_date)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Chip size="small" variant="outlined" label={daysOutLabel(move.days_out)} data-testid="days-out" />
              <StatusBadge status={move.status} />
            </Box>
          </Box>
        </ListItem>
      ))}
    </List>
  );
