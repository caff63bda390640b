import { Alert, Card, CardContent, CardHeader, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { formatCount } from '../analytics/analytics-format';
import type { AppSettings } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import type { SendUsage } from '../providers/mailbox-pause-methods';

type Limit = AppSettings['sending']['limits'][number];

const findLimit = (limits: Limit[], key: Limit['key']): Limit | undefined => limits.find((limit) => limit.key === key);

/** '38 of 200 sent in the last 24 hours (set by the environment variable MAILBOX_RECIPIENTS_PER_DAY)'; a limit of 0 is no limit. */
export const usageText = (used: number, limit: Limit | undefined, when: string): string => {
  const of = limit && limit.limit > 0 ? `${formatCount(used)} of ${formatCount(limit.limit)}` : `${formatCount(used)} (no limit)`;
  return `${of} sent ${when}${limit ? ` (set by the environment variable ${limit.env_var})` : ''}`;
};

/** The caps on all sends together and per sequence, in words, with the variables that set them. */
export const sequenceCapsText = (sending: AppSettings['sending']): string | null => {
  const org = findLimit(sending.limits, 'org_per_day');
  const sequence = findLimit(sending.limits, 'sequence_per_day');
  if (!org || !sequence) return null;
  const most = (limit: Limit): string => (limit.limit > 0 ? `at most ${formatCount(limit.limit)}` : 'any number of');
  return `All sequences together send ${most(org)} emails a day (${org.env_var}) and each sequence ${most(sequence)} (${sequence.env_var}); a day runs from midnight to midnight in ${sending.time_zone}.`;
};

/** "Today (Nov 27 in America/Chicago): 12 of 5,000 sent by all sequences"; a cap of 0 is no cap. */
export const todayUsageText = (usage: SendUsage): string => {
  const day = new Date(`${usage.day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const of = usage.org.limit > 0 ? `${formatCount(usage.org.used)} of ${formatCount(usage.org.limit)}` : `${formatCount(usage.org.used)} (no cap)`;
  return `Today (${day} in ${usage.time_zone}): ${of} sent by all sequences`;
};

/** "New-lead nurture: 8 of 1,000"; the busiest sequences today, or null when none sent anything. */
export const busiestSequencesText = (usage: SendUsage): string | null => {
  if (usage.sequences.length === 0) return null;
  const each = usage.sequences.map((row) => `${row.name}: ${formatCount(row.used)}${row.limit > 0 ? ` of ${formatCount(row.limit)}` : ''}`);
  return `Busiest sequences today: ${each.join('; ')}`;
};

/**
 * Settings → Sending limits, read-only: each sending mailbox with its caps (MAILBOX_RECIPIENTS_PER_DAY over a rolling
 * 24 hours, MAILBOX_MESSAGES_PER_MINUTE) and what it sent against each, naming the environment variable that sets
 * each cap; then the daily caps on all sequences and per sequence. A run held by a full mailbox is explained where
 * the limits are set.
 */
export const SendingLimitsCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const overview = useQuery({ queryKey: ['mailbox-overview'], queryFn: () => dataProvider.getMailboxOverview(), retry: false });
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings(), retry: false });
  const usage = useQuery({ queryKey: ['send-usage'], queryFn: () => dataProvider.getSendUsage(), retry: false });
  const sending = settings.data?.sending;
  const perDay = sending && findLimit(sending.limits, 'mailbox_per_day');
  const perMinute = sending && findLimit(sending.limits, 'mailbox_per_minute');
  const caps = sending && sequenceCapsText(sending);
  const busiest = usage.data ? busiestSequencesText(usage.data) : null;
  return (
    <Card>
      <CardHeader avatar={<SpeedIcon color="primary" />} title="Sending limits" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {(overview.isPending || settings.isPending) && <Skeleton variant="rounded" height={72} />}
        {(overview.isError || settings.isError) && <Alert severity="error">Failed to load the sending limits</Alert>}
        {overview.data && sending && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {`Each sending mailbox (from ${sending.mailboxes_env_var}) has its own caps, set by environment variables (read-only here: `
                + 'change the variable and restart). The day is a rolling 24 hours: a full mailbox has room again as its oldest sends of the '
                + 'last 24 hours age out. A run waits for the first mailbox with room, and its explain line says which one is full.'}
            </Typography>
            {overview.data.items.map((mailbox) => {
              const dayLimit = perDay?.limit ?? 0;
              const share = dayLimit > 0 ? Math.min(100, (mailbox.used_last_24h / dayLimit) * 100) : 0;
              return (
                <Stack key={mailbox.mailbox} spacing={0.5} data-testid="sending-mailbox">
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>{mailbox.mailbox}</Typography>
                    {mailbox.paused && <Chip size="small" color="error" label="Paused" />}
                    {dayLimit > 0 && mailbox.used_last_24h >= dayLimit && <Chip size="small" color="warning" label="Full for now" />}
                  </Stack>
                  <LinearProgress variant="determinate" value={share} aria-label={`${mailbox.mailbox}: used in the last 24 hours`} color={share >= 100 ? 'error' : 'primary'} />
                  <Typography variant="caption" color="text.secondary">{`Per day: ${usageText(mailbox.used_last_24h, perDay, 'in the last 24 hours')}`}</Typography>
                  <Typography variant="caption" color="text.secondary">{`Per minute: ${usageText(mailbox.used_this_minute, perMinute, 'this minute')}`}</Typography>
                </Stack>
              );
            })}
            {caps && <Typography variant="body2" color="text.secondary">{caps}</Typography>}
            {usage.data && (
              <Stack spacing={0.5} data-testid="send-usage">
                <LinearProgress
                  variant="determinate"
                  value={usage.data.org.limit > 0 ? Math.min(100, (usage.data.org.used / usage.data.org.limit) * 100) : 0}
                  aria-label="All sequences: sent today"
                />
                <Typography variant="caption" color="text.secondary">{todayUsageText(usage.data)}</Typography>
                {busiest && <Typography variant="caption" color="text.secondary">{busiest}</Typography>}
              </Stack>
            )}
            {usage.isError && <Typography variant="caption" color="error">{"Today's sends could not be loaded"}</Typography>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
