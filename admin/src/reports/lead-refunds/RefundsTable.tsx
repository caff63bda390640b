import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ProviderRefunds } from '../../api/types';
import { OpsTable, type OpsColumn } from '../../ops/shared/OpsTable';

const COLUMNS: OpsColumn[] = [
  { label: 'Provider' },
  { label: 'Leads', align: 'right' },
  { label: 'Claimable', align: 'right' },
  { label: 'Duplicates', align: 'right' },
  { label: 'Wrong numbers', align: 'right' },
  { label: 'Placeholder contact', align: 'right' },
  { label: 'Download', align: 'right' },
];

/** Phones: one card-like cell per provider (its name, its counts two by two, its CSV), so nothing scrolls sideways. */
export const PHONE_COLUMNS: OpsColumn[] = [{ label: 'Provider' }];

const COUNTS = ['leads', 'claimable', 'duplicates', 'wrong_numbers', 'placeholder_contact'] as const;
type Count = (typeof COUNTS)[number];

/** The counts' names on a phone: the desktop's column headers. */
const COUNT_LABELS: Record<Count, string> = {
  leads: 'Leads',
  claimable: 'Claimable',
  duplicates: 'Duplicates',
  wrong_numbers: 'Wrong numbers',
  placeholder_contact: 'Placeholder contact',
};

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The provider's name wraps between its words only ("HireAHelper / Austin"), never inside one. */
const PROVIDER_SX = { fontWeight: 600, overflowWrap: 'break-word' } as const;

export interface RefundsTableProps {
  providers: readonly ProviderRefunds[];
  loading: boolean;
  fetching: boolean;
  emptyText: string;
  /** The provider whose CSV is on its way, else null. */
  downloading: string | null;
  onDownload: (provider: string) => void;
  /** A phone: each provider stacked in one cell instead of seven columns. */
  phone?: boolean;
}

type RowProps = Pick<RefundsTableProps, 'downloading' | 'onDownload'> & { row: ProviderRefunds };

const DownloadButton = ({ row, downloading, onDownload }: RowProps) => (
  <Button
    size="small"
    startIcon={<DownloadIcon />}
    onClick={() => onDownload(row.provider)}
    disabled={downloading === row.provider}
    aria-label={`Download CSV for ${row.provider}`}
    sx={{ whiteSpace: 'nowrap' }}
  >
    Download CSV
  </Button>
);

const DesktopRow = (props: RowProps) => {
  const { row } = props;
  return (
    <TableRow hover data-testid="refund-row" data-provider={row.provider}>
      <TableCell component="th" scope="row" sx={PROVIDER_SX}>
        {row.provider}
      </TableCell>
      {COUNTS.map((count) => (
        <TableCell key={count} align="right" sx={count === 'claimable' ? { ...NUMBER_SX, fontWeight: 700 } : NUMBER_SX}>
          {row[count].toLocaleString('en-US')}
        </TableCell>
      ))}
      <TableCell align="right">
        <DownloadButton {...props} />
      </TableCell>
    </TableRow>
  );
};

/** A phone's row: the provider (its row header), then its counts as name / value pairs two by two, then its CSV. */
const PhoneRow = (props: RowProps) => {
  const { row } = props;
  return (
    <TableRow data-testid="refund-row" data-provider={row.provider}>
      <TableCell component="th" scope="row" sx={{ ...PROVIDER_SX, display: 'block', borderBottom: 'none', pb: 0.5 }}>
        {row.provider}
      </TableCell>
      <TableCell sx={{ display: 'block', pt: 0 }} data-testid="refund-counts">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 0.75, m: 0 }}>
          {COUNTS.map((count) => (
            <Box key={count} data-count={count} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {COUNT_LABELS[count]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ ...NUMBER_SX, m: 0, fontWeight: count === 'claimable' ? 700 : undefined }}>
                {row[count].toLocaleString('en-US')}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 1, ml: -0.625 }}>
          <DownloadButton {...props} />
        </Box>
      </TableCell>
    </TableRow>
  );
};

/**
 * One row per lead provider: its leads of the month, how many may be claimed back and why, and its CSV. On a phone
 * each provider is a stacked card-like row (ActiveRunsPage's pattern), so the table never scrolls sideways.
 */
export const RefundsTable = ({ providers, loading, fetching, emptyText, downloading, onDownload, phone = false }: RefundsTableProps) => (
  <OpsTable
    label="Lead refunds by provider"
    columns={phone ? PHONE_COLUMNS : COLUMNS}
    loading={loading}
    fetching={fetching}
    empty={providers.length === 0}
    emptyText={emptyText}
  >
    {providers.map((row) =>
      phone ? (
        <PhoneRow key={row.provider} row={row} downloading={downloading} onDownload={onDownload} />
      ) : (
        <DesktopRow key={row.provider} row={row} downloading={downloading} onDownload={onDownload} />
      ),
    )}
  </OpsTable>
);
