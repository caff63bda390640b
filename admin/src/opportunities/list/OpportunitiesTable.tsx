import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTable, useListContext, type DataTableColumnProps } from 'react-admin';
import { Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { OpportunityListItem } from '../../api/types';
import { formatDateTime, formatShortDate } from '../../format/date';
import { formatPhoneDisplay } from '../../format/phone';
import { DuplicateBadge } from '../duplicates/DuplicateBadge';
import { StatusBadge } from '../shared/StatusBadge';
import { SyncBadge } from '../shared/SyncBadge';
import { canRequeue, syncLabel } from '../shared/sync-state';
import { SORTABLE_COLUMNS } from './list-options';
import { OpportunitiesBody, RowOpenContext } from './OpportunityRow';
import { RowActions, STICKY_ACTIONS, type PanelMode } from './RowActions';

type Column = ReactElement<DataTableColumnProps<OpportunityListItem>>;

const SKELETON_ROWS = 8;
const STICKY = 'sticky-actions';
const Col = DataTable.Col<OpportunityListItem>;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const ELLIPSIS = { ...NOWRAP, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const CUSTOMER_SX = { fontWeight: 500, maxWidth: { xs: 130, xl: 240 }, ...ELLIPSIS } as const;
const EMAIL_SX = { maxWidth: { xs: 145, xl: 280 }, ...ELLIPSIS } as const;
const TRACKING_SX = { fontFamily: 'monospace', ...NOWRAP } as const;

const TABLE_SX = {
  '& table': { minWidth: 960 },
  '& td, & th': { px: 0.75 },
  '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
  '& tbody td': { py: 0.75, fontSize: '0.8125rem' },
  [`& .${STICKY}`]: STICKY_ACTIONS,
} as const;

const HEAD_SX = { fontWeight: 600, fontSize: '0.8125rem', whiteSpace: 'nowrap', color: 'text.secondary' } as const;
const SORTABLE_HEAD_SX = { ...HEAD_SX, cursor: 'pointer', userSelect: 'none', '&:hover': { bgcolor: 'action.hover' } } as const;

const Missing = () => <Typography component="span" variant="body2" color="text.disabled">—</Typography>;

/** A cell text with its full value as the hover title (for the cells that cut it with an ellipsis). */
const Titled = ({ text }: { text: string | null }) => (text ? <span title={text}>{text}</span> : <Missing />);

/** The status badge, and beside it "Possible duplicate" on a lead marked as one. */
const StatusCell = ({ item }: { item: OpportunityListItem }) =>
  item.raw.possible_duplicate ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ...NOWRAP }}>
      <StatusBadge status={item.status} />
      <DuplicateBadge />
    </Box>
  ) : (
    <StatusBadge status={item.status} />
  );

const syncOf = (item: OpportunityListItem) => {
  const raw = item.raw.hubspot_sync_status;
  return syncLabel(typeof raw === 'string' ? raw : null, item.synced);
};

/**
 * The header row, drawn from the DataTable columns. DataTable's own header cell wraps each sort button in a
 * "Sort by …" tooltip that also renames the button; here the button keeps the column's name, the whole cell is the
 * sort target (the label stays the one focusable button, Enter / Space), and inactive columns show no arrow (it would
 * cost each column its width at laptop sizes). Sorting goes through the list context, by the column's source.
 */
const OpportunitiesHead = ({ children }: { children?: ReactNode }) => {
  const { sort, setSort } = useListContext<OpportunityListItem>();
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  return (
    <TableHead>
      <TableRow>
        {Children.map(children, (column) => {
          if (!isValidElement<DataTableColumnProps<OpportunityListItem>>(column)) return null;
          const { source, label, disableSort, align, headerClassName } = column.props;
          const field = disableSort ? undefined : source;
          const active = field !== undefined && sort.field === field;
          const onSort = () => field && setSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' });
          return (
            <TableCell align={align} className={headerClassName} sortDirection={active ? direction : false} onClick={field ? onSort : undefined} sx={field ? SORTABLE_HEAD_SX : HEAD_SX}>
              {field ? (
                // The label handles its own clicks (and keys) so that one click sorts once.
                <TableSortLabel active={active} hideSortIcon direction={active ? direction : 'asc'} onClick={(event) => { event.stopPropagation(); onSort(); }}>
                  {label}
                </TableSortLabel>
              ) : (
                label
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
};

/** The header over other rows: the skeleton while the first page loads, or the empty state. */
const HeadOver = ({ columns, pending }: { columns: Column[]; pending: boolean }) => (
  <Table size="small" aria-label="Opportunities">
    <OpportunitiesHead>{columns}</OpportunitiesHead>
    <TableBody>
      {pending ? (
        Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <TableRow key={row} data-testid="opportunity-skeleton-row">
            {columns.map((column) => (
              <TableCell key={column.key}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))
      ) : (
        <TableRow>
          <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
            <Box sx={{ py: 6, textAlign: 'center' }} data-testid="opportunities-empty">
              <SearchOffIcon sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} />
              <Typography variant="h6" component="p">
                No opportunities found matching your criteria
              </Typography>
              <Typography color="text.secondary">Try adjusting your filters or search terms</Typography>
            </Box>
          </TableCell>
        </TableRow>
      )}
    </TableBody>
  </Table>
);

export interface OpportunitiesTableProps {
  onOpen: (item: OpportunityListItem, mode: PanelMode) => void;
  onRequeue: (item: OpportunityListItem) => void;
  requeueingId: string | null;
}

/**
 * The opportunities table: react-admin's DataTable over the list context (rows of the current page), skeleton rows
 * on the first load, the empty state. Customer..Move Date are sortable (the column's source is the server's sort
 * field); a click on the sorted column toggles the direction. The Actions column stays in view when a narrow window
 * scrolls the table sideways.
 */
export const OpportunitiesTable = ({ onOpen, onRequeue, requeueingId }: OpportunitiesTableProps) => {
  const { isPending } = useListContext<OpportunityListItem>();
  const columns: Column[] = [
    <Col key="customer" source="customer" label={SORTABLE_COLUMNS.customer} sx={CUSTOMER_SX} render={(item) => <Titled text={item.customer} />} />,
    <Col key="tracking" source="tracking" label={SORTABLE_COLUMNS.tracking} sx={TRACKING_SX} render={(item) => item.q2g_tracking_number} />,
    <Col key="email" source="email" label={SORTABLE_COLUMNS.email} sx={EMAIL_SX} render={(item) => <Titled text={item.email} />} />,
    <Col key="phone" source="phone" label={SORTABLE_COLUMNS.phone} sx={NOWRAP} render={(item) => formatPhoneDisplay(item.phone) || <Missing />} />,
    <Col key="status" source="status" label={SORTABLE_COLUMNS.status} render={(item) => <StatusCell item={item} />} />,
    <Col key="move_date" source="move_date" label={SORTABLE_COLUMNS.move_date} sx={NOWRAP} render={(item) => (item.move_date ? formatShortDate(item.move_date) : <Missing />)} />,
    <Col key="synced" label="Synced" render={(item) => <SyncBadge label={syncOf(item)} />} />,
    <Col key="last_updated" label="Last Updated" sx={NOWRAP} render={(item) => <span title={formatDateTime(item.last_updated)}>{formatShortDate(item.last_updated)}</span>} />,
    <Col
      key="actions"
      label="Actions"
      align="right"
      headerClassName={STICKY}
      cellClassName={STICKY}
      render={(item) => <RowActions item={item} onOpen={onOpen} onRequeue={canRequeue(syncOf(item)) && !item.raw.merged ? onRequeue : undefined} requeueing={requeueingId === item.id} />}
    />,
  ];
  return (
    <TableContainer sx={TABLE_SX}>
      {isPending ? (
        // DataTable's own loading placeholder appears only after a second and without the header.
        <HeadOver columns={columns} pending />
      ) : (
        <RowOpenContext.Provider value={onOpen}>
          <DataTable<OpportunityListItem>
            aria-label="Opportunities"
            head={OpportunitiesHead}
            body={OpportunitiesBody}
            rowClick={false}
            bulkActionButtons={false}
            empty={<HeadOver columns={columns} pending={false} />}
          >
            {columns}
          </DataTable>
        </RowOpenContext.Provider>
      )}
    </TableContainer>
  );
};
