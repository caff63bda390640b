import { useListContext } from 'react-admin';
import { Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { OpportunityListItem } from '../../api/types';
import { SORTABLE_COLUMNS, type SortableColumn } from './list-options';
import { OpportunityRow } from './OpportunityRow';
import { STICKY_ACTIONS, type PanelMode } from './RowActions';

const COLUMNS: ReadonlyArray<{ label: string; sort?: SortableColumn; align?: 'right'; sticky?: boolean }> = [
  { label: SORTABLE_COLUMNS.customer, sort: 'customer' },
  { label: SORTABLE_COLUMNS.tracking, sort: 'tracking' },
  { label: SORTABLE_COLUMNS.email, sort: 'email' },
  { label: SORTABLE_COLUMNS.phone, sort: 'phone' },
  { label: SORTABLE_COLUMNS.status, sort: 'status' },
  { label: SORTABLE_COLUMNS.move_date, sort: 'move_date' },
  { label: 'Synced' },
  { label: 'Last Updated' },
  { label: 'Actions', align: 'right', sticky: true },
];

const SKELETON_ROWS = 8;

export interface OpportunitiesTableProps {
  onOpen: (item: OpportunityListItem, mode: PanelMode) => void;
  onRequeue: (item: OpportunityListItem) => void;
  requeueingId: string | null;
}

const EmptyState = () => (
  <TableRow>
    <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
      <Box sx={{ py: 6, textAlign: 'center' }} data-testid="opportunities-empty">
        <SearchOffIcon sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} />
        <Typography variant="h6" component="p">
          No opportunities found matching your criteria
        </Typography>
        <Typography color="text.secondary">Try adjusting your filters or search terms</Typography>
      </Box>
    </TableCell>
  </TableRow>
);

const SkeletonRows = () => (
  <>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} data-testid="opportunity-skeleton-row">
        {COLUMNS.map((column) => (
          <TableCell key={column.label}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

/**
 * The opportunities table over the list context: skeleton rows on the first load, the rows of the current page,
 * the empty state. Customer..Move Date are sortable; a click on the sorted column toggles the direction.
 */
export const OpportunitiesTable = ({ onOpen, onRequeue, requeueingId }: OpportunitiesTableProps) => {
  const { data, isPending, sort: current, setSort } = useListContext<OpportunityListItem>();
  const orderDir = current.order === 'ASC' ? 'asc' : 'desc';
  const onSort = (field: SortableColumn) =>
    setSort({ field, order: current.field === field && current.order === 'ASC' ? 'DESC' : 'ASC' });
  const items = data ?? [];
  return (
    <TableContainer>
      <Table size="small" aria-label="Opportunities" sx={{ minWidth: 960, '& td, & th': { px: 0.75 }, '& td:first-of-type, & th:first-of-type': { pl: 1.5 }, '& tbody td': { py: 0.75, fontSize: '0.8125rem' } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(({ label, sort, align, sticky }) => {
              const active = sort !== undefined && current.field === sort;
              return (
                <TableCell
                  key={label}
                  align={align}
                  sortDirection={active ? orderDir : false}
                  // The whole cell is the sort target, not just the label text; the label stays the one focusable
                  // button (Enter / Space) and handles its own clicks, so one click sorts once.
                  onClick={sort ? () => onSort(sort) : undefined}
                  data-sort-column={sort}
                  sx={{
                    fontWeight: 600,
                    fontSize: '0.8125rem',
                    whiteSpace: 'nowrap',
                    color: 'text.secondary',
                    ...(sort ? { cursor: 'pointer', userSelect: 'none', '&:hover': { bgcolor: 'action.hover' } } : {}),
                    ...(sticky ? STICKY_ACTIONS : {}),
                  }}
                >
                  {sort ? (
                    // Inactive columns show no arrow (it would cost each column its width at laptop sizes).
                    <TableSortLabel
                      active={active}
                      hideSortIcon
                      direction={active ? orderDir : 'asc'}
                      onClick={(event) => {
                        event.stopPropagation();
                        onSort(sort);
                      }}
                    >
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
        <TableBody>
          {isPending ? (
            <SkeletonRows />
          ) : items.length === 0 ? (
            <EmptyState />
          ) : (
            items.map((item) => (
              <OpportunityRow key={item.id} item={item} onOpen={onOpen} onRequeue={onRequeue} requeueing={requeueingId === item.id} />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
