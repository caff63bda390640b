import { Alert, Box, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import { formatDateTime } from '../format/date';
import { formatPhoneDisplay } from '../format/phone';
import type { CallHistoryItem } from '../api/types';
import { CALL_MESSAGES, outcomeLabel } from './call-outcomes';
import { OutcomeIcon } from './OutcomeIcon';
import { useCallHistory } from './use-call-outcomes';

const HistoryRow = ({ call }: { call: CallHistoryItem }) => (
  <ListItem
    data-testid="call-history-item"
    divider
    disableGutters
    sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
  >
    <OutcomeIcon outcome={call.outcome} fontSize="small" sx={{ mt: 0.25 }} />
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {outcomeLabel(call.outcome)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {formatDateTime(call.call_date)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {call.customer_service_agent} · {formatPhoneDisplay(call.phone_number)}
      </Typography>
      {call.notes ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {call.notes}
        </Typography>
      ) : null}
      {call.follow_up_triggered ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', color: 'info.main' }}>
          <AutoModeIcon fontSize="inherit" aria-hidden />
          <Typography variant="caption">{CALL_MESSAGES.followUp}</Typography>
        </Stack>
      ) : null}
    </Box>
  </ListItem>
);

/** "Call History" below the form: skeleton while loading, "No calls recorded yet" when empty. */
export const CallHistoryList = ({ opportunityId }: { opportunityId: string }) => {
  const { data, isPending, isError, error } = useCallHistory(opportunityId);
  return (
    <Box component="section" aria-labelledby={`call-history-${opportunityId}`}>
      <Typography id={`call-history-${opportunityId}`} variant="subtitle1" component="h4" fontWeight={600} gutterBottom>
        Call History
      </Typography>
      {isPending ? (
        <Stack spacing={1} data-testid="call-history-skeleton">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : isError ? (
        <Alert severity="error">Failed to load call history: {error?.message}</Alert>
      ) : !data || data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {CALL_MESSAGES.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Call history">
          {data.map((call) => (
            <HistoryRow key={call.id} call={call} />
          ))}
        </List>
      )}
    </Box>
  );
};
