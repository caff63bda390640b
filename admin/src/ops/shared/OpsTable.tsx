import type { ReactNode } from 'react';
import { Card, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { EmptyRow, SkeletonRows } from './OpsParts';

export interface OpsColumn {
  label: string;
  align?: 'left' | 'right';
  /** Shown instead of the label (a select-all checkbox); the label stays its key. */
  header?: ReactNode;
  padding?: 'checkbox' | 'normal';
}

/**
 * A list table with the states every ops screen shows: skeleton rows while the first answer is on its way, a thin
 * progress bar while a newer one is, the empty text, else the rows.
 */
export const OpsTable = ({
  label,
  columns,
  loading,
  fetching,
  empty,
  emptyText,
  children,
}: {
  label: string;
  columns: OpsColumn[];
  loading: boolean;
  fetching?: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) => (
  <Card variant="outlined">
    <LinearProgress sx={{ height: 2, visibility: fetching && !loading ? 'visible' : 'hidden' }} aria-hidden={!fetching || loading} />
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} padding={column.padding} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{column.header ?? column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? <SkeletonRows columns={columns.length} label={`Loading ${label}`} /> : empty ? <EmptyRow columns={columns.length} text={emptyText} /> : children}
        </TableBody>
      </Table>
    </TableContainer>
  </Card>
);
