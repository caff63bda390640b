import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import { useDataProvider } from 'react-admin';
import type { AppSettings } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';

type Row = { label: string; value: ReactNode };

const dash = (value: string | null): string => value || '—';
const yesNo = (value: boolean): ReactNode => (
  <Chip size="small" variant="outlined" color={value ? 'success' : 'default'} label={value ? 'Yes' : 'No'} />
);
const list = (values: string[]): string => (values.length ? values.join(', ') : '—');

const SIGN_IN_LABELS: Record<AppSettings['sign_in']['provider'], string> = {
  'dev-idp': 'Development identity provider',
  'entra-id': 'Microsoft Entra ID',
  none: 'None (sign-in disabled)',
};

const plural = (count: number, one: string, many = `${one}s`): string => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What inbound mail does and when it pauses a sending mailbox, in words (GET /api/settings `inbound_mail`). */
export const inboundMailRows = (inbound: AppSettings['inbound_mail']): Row[] => {
  const lastSends = `its last ${plural(inbound.pause_window_sends, 'send')} (at least ${inbound.pause_min_events})`;
  return [
    { label: 'Pause a mailbox when', value: `${plural(inbound.pause_policy_domains, 'recipient domain')} ${inbound.pause_policy_domains === 1 ? 'refuses' : 'refuse'} our mail within ${inbound.pause_policy_window_hours} h` },
    { label: '… or when', value: `hard bounces reach ${inbound.pause_hard_bounce_percent}% of ${lastSends}` },
    { label: '… or when', value: `spam complaints reach ${inbound.pause_complaint_percent}% of ${lastSends}` },
    { label: 'Hold a refusing domain for', value: `${inbound.domain_hold_hours} h` },
    { label: 'Out-of-office', value: `${plural(inbound.ooo_default_days, 'day')} when no date, at most ${plural(inbound.ooo_max_days, 'day')}` },
    { label: 'Soft bounces in a row that suppress', value: String(inbound.soft_bounce_limit) },
  ];
};

/** Labelled rows grouped by area; empty values read "—". */
export const settingsSections = ({ sign_in: signIn, session, mail, crm, queues, inbound_mail: inbound, ...s }: AppSettings): Array<{ title: string; rows: Row[] }> => [
  {
    title: 'Environment',
    rows: [
      { label: 'Environment', value: dash(s.environment) },
      { label: 'Build revision', value: dash(s.build_revision) },
      { label: 'Public URL', value: dash(s.public_url) },
      { label: 'Process roles', value: list(s.app_roles) },
      { label: 'Operations screens for everyone', value: yesNo(s.ops_for_all) },
      { label: 'Queue prefix', value: dash(queues.prefix) },
      {
        label: 'Queues dashboard',
        value: queues.dashboard_url ? (
          <a href={queues.dashboard_url} target="_blank" rel="noopener noreferrer">
            {queues.dashboard_url}
          </a>
        ) : (
          '—'
        ),
      },
    ],
  },
  {
    title: 'Sign-in provider',
    rows: [
      { label: 'Provider', value: SIGN_IN_LABELS[signIn.provider] ?? dash(signIn.provider) },
      { label: 'Issuer URL', value: dash(signIn.issuer_url) },
      { label: 'Client ID', value: dash(signIn.client_id) },
      { label: 'Tenant ID', value: dash(signIn.tenant_id) },
      { label: 'Allowed email domains', value: list(signIn.allowed_email_domains) },
      { label: 'Admin groups configured', value: yesNo(signIn.admin_group_ids_configured) },
      { label: 'Admin emails configured', value: String(signIn.admin_emails_configured) },
    ],
  },
  {
    title: 'Mail provider',
    rows: [
      { label: 'Provider', value: dash(mail.provider) },
      { label: 'Configured', value: yesNo(mail.configured) },
      { label: 'Sender', value: dash(mail.from) },
      { label: 'Mail catcher', value: mail.catcher_running ? 'Running (Sent mail shows what it caught)' : 'Off' },
    ],
  },
  { title: 'Inbound mail', rows: inboundMailRows(inbound) },
  {
    title: 'CRM connection',
    rows: [
      { label: 'Provider', value: dash(crm.provider) },
      { label: 'Configured', value: yesNo(crm.configured) },
      { label: 'Base URL', value: dash(crm.base_url) },
    ],
  },
  {
    title: 'Sessions',
    rows: [
      { label: 'Idle timeout', value: `${session.idle_timeout_minutes} minutes` },
      { label: 'Maximum age', value: `${session.max_age_hours} hours` },
    ],
  },
];

/** The "more settings" area: effective non-secret configuration from GET /api/settings. */
export const ConfigurationCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError, error, refetch } = useQuery<AppSettings, Error>({
    queryKey: ['settings'],
    queryFn: () => dataProvider.getSettings(),
    retry: false,
  });
  return (
    <Card>
      <CardHeader
        avatar={<TuneIcon color="primary" />}
        title="Configuration"
        subheader="Effective settings of this installation (secrets are never shown)"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Stack spacing={1} data-testid="configuration-skeleton">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={32} />
            ))}
          </Stack>
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load settings: {error.message}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {settingsSections(data).map((section) => (
              <Box component="section" key={section.title} aria-label={section.title}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1, color: 'text.secondary' }}>
                  {section.title}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, 40%) 1fr', rowGap: 1, columnGap: 2 }}>
                  {section.rows.map((row, index) => (
                    <Box key={index} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {row.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                        {row.value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
