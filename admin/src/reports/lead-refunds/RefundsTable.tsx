import { Button, TableCell, TableRow } from '@mui/material';
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

const COUNTS = ['leads', 'claimable', 'duplicates', 'wrong_numbers', 'placeholder_contact'] as const;

const NUMBER_SX = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface RefundsTableProps {
  providers: readonly ProviderRefunds[];
  loading: boolean;
  fetching: boolean;
  emptyText: string;
  /** The provider whose CSV is on its way, else null. */
  downloading: string | null;
  onDownload: (provider: string) => void;
}

/** One row per lead provider: its leads of the month, how many may be claimed back and why, and its CSV. */
export const RefundsTable = ({ providers, loading, fetching, emptyText, downloading, onDownload }: RefundsTableProps) => (
  <OpsTable label="Lead refunds by provider" columns={COLUMNS} loading={loading} fetching={fetching} empty={providers.length === 0} emptyText={emptyText}>
    {providers.map((row) => (
      <TableRow key={row.provider} hover data-testid="refund-row" data-provider={row.provider}>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {row.provider}
        </TableCell>
        {COUNTS.map((count) => (
          <TableCell key={count} align="right" sx={count === 'claimable' ? { ...NUMBER_SX, fontWeight: 700 } : NUMBER_SX}>
            {row[count].toLocaleString('en-US')}
          </TableCell>
        ))}
        <TableCell align="right">
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
        </TableCell>
      </TableRow>
    ))}
  </OpsTable>
);
