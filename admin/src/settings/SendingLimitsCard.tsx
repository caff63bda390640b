import { Alert, Card, CardContent, CardHeader, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { formatCount } from '../analytics/analytics-format';
import type { AppDataProvider } from '../providers/data-provider';

/** A limit in words: 0 is no limit. */
const limit = (value: number, what: string): string => (value > 0 ? `at most ${formatCount(value)} ${what}` : `any number of ${what}`);
const ofLimit = (used: number, max: number): string => (max > 0 ? `${formatCount(used)} of ${formatCount(max)}` : `${formatCount(used)} (no limit)`);

/**
 * The sending mailboxes' limits (MAILBOX_MESSAGES_PER_MINUTE, MAILBOX_RECIPIENTS_PER_DAY) and what each used in the
 * last 24 hours, so a run held by a full mailbox is explained where the limits are set.
 */
export const SendingLimitsCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const overview = useQuery({ queryKey: ['mailbox-overview'], queryFn: () => dataProvider.getMailboxOverview(), retry: false });
  return (
    <Card>
      <CardHeader avatar={<SpeedIcon color="primary" />} title="Sending limits" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {overview.isPending && <Skeleton variant="rounded" height={72} />}
        {overview.isError && <Alert severity="error">Failed to load the sending limits</Alert>}
        {overview.data && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {`Each mailbox sends ${limit(overview.data.per_minute, 'messages')} a minute and reaches ${limit(overview.data.per_day, 'recipients')} in any 24 hours; a run waits for the first mailbox with room.`}
            </Typography>
            {overview.data.items.map((mailbox) => {
              const share = overview.data.per_day > 0 ? Math.min(100, (mailbox.used_last_24h / overview.data.per_day) * 100) : 0;
              return (
                <Stack key={mailbox.mailbox} spacing={0.5} data-testid="sending-mailbox">
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>{mailbox.mailbox}</Typography>
                    {mailbox.paused && <Chip size="small" color="error" label="Paused" />}
                  </Stack>
                  <LinearProgress variant="determinate" value={share} aria-label={`${mailbox.mailbox}: used in the last 24 hours`} color={share >= 100 ? 'error' : 'primary'} />
                  <Typography variant="caption" color="text.secondary">
                    {`${ofLimit(mailbox.used_last_24h, overview.data.per_day)} in the last 24 hours · ${ofLimit(mailbox.used_this_minute, overview.data.per_minute)} this minute`}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
