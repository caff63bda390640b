import { useCallback, useRef, useState } from 'react';
import { Box, LinearProgress, Paper } from '@mui/material';
import { usePageTitle } from '../../layout/use-page-title';
import type { OpportunityListItem } from '../opportunity-types';
import { OpportunityPanel } from '../panel/OpportunityPanel';
import { listLoadErrorMessage } from './list-errors';
import { PAGE_SIZE, type SortableColumn } from './list-options';
import { buildListQuery } from './list-query';
import { ListFilterBar } from './ListFilterBar';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { ListError, PerformanceLine } from './ListStatus';
import { OpportunitiesTable } from './OpportunitiesTable';
import { pageCount } from './pagination';
import type { PanelMode } from './RowActions';
import { useListActions } from './use-list-actions';
import { useListFilters } from './use-list-filters';
import { useOpportunityList } from './use-opportunity-list';
import { useSearchShortcut } from './use-search-shortcut';

interface PanelState {
  item: OpportunityListItem;
  mode: PanelMode;
}

/**
 * /opportunities (seed 000 §2): search, sort, date/process/status filters remembered per device, one server page
 * of 25 at a time (nothing is filtered client-side, so it stays fast at 1M rows), and the side panel.
 */
const OpportunitiesListPage = () => {
  usePageTitle('Opportunities');
  const filterState = useListFilters();
  const { filters, page, setPage, update } = filterState;
  // Date presets resolve to calendar days, so the query (react-query hashes it into the key) only changes with the day.
  const query = buildListQuery(filters, page, new Date());
  const list = useOpportunityList(query);
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const actions = useListActions(reload);

  const [panel, setPanel] = useState<PanelState | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchRef, panel === null);

  // On failure the list is cleared (seed 000 §2), even though the previous page is kept while loading.
  const data = list.isError ? undefined : list.data;
  const items = data?.items ?? [];
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;
  // The panel shows the freshest copy of its row (after a save the list reloads).
  const panelItem = panel ? (items.find((item) => item.id === panel.item.id) ?? panel.item) : null;

  const openPanel = useCallback((item: OpportunityListItem, mode: PanelMode) => setPanel({ item, mode }), []);
  const onSort = (column: SortableColumn) => {
    if (filters.orderBy === column) update({ orderDir: filters.orderDir === 'asc' ? 'desc' : 'asc' });
    else update({ orderBy: column, orderDir: 'asc' });
  };

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <ListHeader onSync={actions.sync} syncing={actions.syncing} />
      <ListFilterBar state={filterState} searchRef={searchRef} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.isFetching && !list.isPending ? <LinearProgress aria-label="Loading opportunities" /> : null}</Box>
        {list.isError ? (
          <ListError message={listLoadErrorMessage(list.error)} onRetry={reload} />
        ) : (
          <OpportunitiesTable
            items={items}
            loading={list.isPending}
            orderBy={filters.orderBy}
            orderDir={filters.orderDir}
            onSort={onSort}
            onOpen={openPanel}
            onRequeue={actions.requeue}
            requeueingId={actions.requeueingId}
          />
        )}
        {data && pages > 1 ? (
          <ListPagination
            page={page}
            pages={pages}
            total={data.total}
            totalExact={data.totalExact}
            pageRows={items.length}
            perPage={PAGE_SIZE}
            onPage={setPage}
          />
        ) : null}
      </Paper>
      {data && data.executionMs !== null ? (
        <PerformanceLine serverMs={data.executionMs} roundTripMs={data.roundTripMs} rows={items.length} opsPerSecond={data.opsPerSecond} />
      ) : null}
      <OpportunityPanel
        opportunity={panelItem}
        initialMode={panel?.mode ?? 'view'}
        onClose={() => setPanel(null)}
        onSaved={reload}
      />
    </Box>
  );
};

export default OpportunitiesListPage;
