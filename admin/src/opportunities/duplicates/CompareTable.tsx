import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography, alpha, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { CompareRow } from './compare-rows';
import { CompareValue } from './CompareValue';

/** A differing row: a warning tint dark enough to see on the dark paper and light enough to read text on. */
const DIFFERS_SX = {
  bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
  '& td, & th': { fontWeight: 600 },
} as const;

/**
 * Text breaks between words, and inside a word only when it alone is wider than the column (CompareValue keeps phone
 * numbers, dates and the pieces of an email address whole).
 */
const CELL_SX = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;
/** The field names wrap between words only ("Estimated / revenue"), never inside one ("Custo / mer"). */
const LABEL_SX = { verticalAlign: 'top', overflowWrap: 'normal', color: 'text.secondary' } as const;
/**
 * Phones: 6 px cell padding instead of 16, so the two value columns keep room for their text: two different phone
 * numbers (bold, never broken) beside "Estimated" still fit 390 px.
 */
const TABLE_SX = { '& td, & th': { px: { xs: 0.75, sm: 2 } } } as const;

export interface CompareColumn {
  /** "This lead", "Earlier lead", "Later lead". */
  title: string;
  tracking: string;
}

const Head = ({ columns }: { columns: readonly [CompareColumn, CompareColumn] }) => (
  <TableHead>
    <TableRow>
      <TableCell sx={{ width: '22%' }}>Field</TableCell>
      {columns.map((column) => (
        <TableCell key={column.title} sx={{ width: '39%' }}>
          {column.title}
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            // The tracking number stays whole (never split at its hyphen).
            sx={{ display: 'block', whiteSpace: 'nowrap', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
          >
            #{column.tracking}
          </Typography>
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

/** Both leads' fields side by side; rows whose values differ are tinted and say so to screen readers. */
export const CompareTable = ({ columns, rows }: { columns: readonly [CompareColumn, CompareColumn]; rows: readonly CompareRow[] }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label="Lead comparison" sx={TABLE_SX}>
      <Head columns={columns} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label} data-testid="compare-row" data-differs={row.differs} sx={row.differs ? DIFFERS_SX : undefined}>
            <TableCell component="th" scope="row" sx={LABEL_SX}>
              {row.label}
              {row.differs ? <Box component="span" sx={visuallyHidden}> (differs)</Box> : null}
            </TableCell>
            <TableCell sx={CELL_SX}>
              <CompareValue value={row.left} wrap={row.wrap} />
            </TableCell>
            <TableCell sx={CELL_SX}>
              <CompareValue value={row.right} wrap={row.wrap} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/** The table's shape while the two leads load. */
export const CompareSkeleton = () => (
  <Box role="status" aria-busy="true" aria-label="Loading leads" data-testid="compare-skeleton">
    {Array.from({ length: 8 }, (_, row) => (
      <Skeleton key={row} variant="text" height={32} />
    ))}
  </Box>
);
