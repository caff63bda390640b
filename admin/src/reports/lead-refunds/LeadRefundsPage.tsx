import { Box, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { ErrorBox, OpsHeader } from '../../ops/shared/OpsParts';
import { isMonth, monthFromParam, noRefundsText } from './refund-month';
import { RefundsTable } from './RefundsTable';
import { useLeadRefunds, useRefundDownload } from './use-lead-refunds';

export const LEAD_REFUNDS_TITLE = 'Lead refunds';
export const LEAD_REFUNDS_HELP =
  'Leads you may claim back from each lead provider: duplicates of an earlier lead, wrong numbers, and placeholder ' +
  'contact data. The CSV carries the evidence providers ask for.';

/**
 * /reports/lead-refunds: per lead provider, the month's leads that may be claimed back (duplicates, wrong numbers,
 * placeholder contact data), each provider's CSV of them. The month is `?month=YYYY-MM` in the address (default: the
 * previous calendar month). On a phone each provider is a stacked row (no sideways scrolling).
 */
const LeadRefundsPage = () => {
  usePageTitle(LEAD_REFUNDS_TITLE);
  const [search, setSearch] = useSearchParams();
  const month = monthFromParam(search.get('month'));
  const report = useLeadRefunds(month);
  const { download, downloading } = useRefundDownload(month);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const chooseMonth = (value: string) => {
    if (!isMonth(value)) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('month', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <OpsHeader title={LEAD_REFUNDS_TITLE} subtitle={LEAD_REFUNDS_HELP}>
        <TextField
          type="month"
          size="small"
          label="Month"
          value={month}
          onChange={(event) => chooseMonth(event.target.value)}
          fullWidth={false}
          sx={{ width: 190 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01', max: '2099-12' } }}
        />
      </OpsHeader>
      {report.isError && !report.data ? (
        <ErrorBox text="Failed to load lead refunds" error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <RefundsTable
          providers={report.data?.providers ?? []}
          loading={report.isPending}
          fetching={report.isFetching}
          emptyText={noRefundsText(month)}
          downloading={downloading}
          onDownload={download}
          phone={phone}
        />
      )}
    </Box>
  );
};

export default LeadRefundsPage;
