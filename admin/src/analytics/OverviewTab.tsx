import SyncIcon from '@mui/icons-material/CloudDoneOutlined';
import RevenueIcon from '@mui/icons-material/PaidOutlined';
import TodayIcon from '@mui/icons-material/TodayOutlined';
import EmailIcon from '@mui/icons-material/MailOutline';
import UnprocessedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { LeadStatistics } from '../api/types';
import { formatCount, formatMoney, REFRESH_MS } from './analytics-format';
import { MetricGrid, QueryView } from './AnalyticsPanel';
import { useAnalyticsRead } from './use-analytics-read';

const statisticCards = (s: LeadStatistics) => [
  { label: 'Total Synced', value: formatCount(s.total_synced), icon: <SyncIcon />, hint: 'Opportunities sent to the CRM' },
  { label: 'Total Estimated Revenue', value: formatMoney(s.total_estimated_revenue), icon: <RevenueIcon /> },
  { label: 'Synced Today', value: formatCount(s.today_synced), icon: <TodayIcon /> },
  { label: 'Email Opportunities', value: formatCount(s.total_email_opportunities), icon: <EmailIcon />, hint: 'Opportunities from scraped emails' },
  { label: 'Unprocessed Emails', value: formatCount(s.unprocessed_email_opportunities), icon: <UnprocessedIcon />, hint: 'Email opportunities not yet processed' },
];

/** Overview: the pipeline statistics of GET /status. */
const OverviewTab = ({ autoRefresh }: { autoRefresh: boolean }) => {
  const query = useAnalyticsRead(['statistics'], (p) => p.getStatistics(), autoRefresh && REFRESH_MS.overview);
  return (
    <QueryView query={query} loadingLabel="Loading statistics" panels={0}>
      {(statistics) => <MetricGrid metrics={statisticCards(statistics)} columns={5} />}
    </QueryView>
  );
};

export default OverviewTab;
