import { useCallback, useMemo, useRef, useState } from 'react';
import { ListBase, useListContext, useStore } from 'react-admin';
import { Box, LinearProgress, Paper } from '@mui/material';
import type { OpportunityListItem } from '../../api/types';
import { toLocalDateString } from '../../format/date';
import { usePageTitle } from '../../layout/use-page-title';
import { OpportunityPanel } from '../panel/OpportunityPanel';
import { listLoadErrorMessage } from './list-errors';
import { requestFilter } from './list-filter';
import { DEFAULT_SORT, LIST_STORE_KEY, PAGE_SIZE } from './list-options';
import { ListFilterBar } from './ListFilterBar';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { ListError, PerformanceLine } from './ListStatus';
import { OpportunitiesTable } from './OpportunitiesTable';
import type { PanelMode } from './RowActions';
import { useDuplicatesFromAddress, useDuplicatesInAddress } from './use-duplicates-address';
import { useListActions } from './use-list-actions';
import { useSearchShortcut } from './use-search-shortcut';

interface PanelState {
  item: OpportunityListItem;
  mode: PanelMode;
}

const QUERY_OPTIONS = {
  refetchOnWindowFocus: false,
  // The list shows its own error with "Try again" instead of react-admin's error notification.
  onError: () => undefined,
};

const OpportunitiesList = () => {
  const { data, isFetching, isPending, error, refetch } = useListContext<OpportunityListItem>();
  const reload = useCallback(() => void refetch(), [refetch]);
  const actions = useListActions(reload);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchRef, panel === null);
  useDuplicatesInAddress();

  // The panel shows the freshest copy of its row (after a save the list reloads).
  const panelItem = panel ? (data?.find((item) => item.id === panel.item.id) ?? panel.item) : null;
  const openPanel = useCallback((item: OpportunityListItem, mode: PanelMode) => setPanel({ item, mode }), []);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <ListHeader onSync={actions.sync} syncing={actions.syncing} />
      <ListFilterBar searchRef={searchRef} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{isFetching && !isPending ? <LinearProgress aria-label="Loading opportunities" /> : null}</Box>
        {error ? (
          // On failure the list is cleared, even though the previous page stays visible while loading.
          <ListError message={listLoadErrorMessage(error)} onRetry={reload} />
        ) : (
          <OpportunitiesTable onOpen={openPanel} onRequeue={actions.requeue} requeueingId={actions.requeueingId} />
        )}
        <ListPagination />
      </Paper>
      <PerformanceLine />
      <OpportunityPanel opportunity={panelItem} initialMode={panel?.mode ?? 'view'} onClose={() => setPanel(null)} onSaved={reload} />
    </Box>
  );
};

/**
 * /opportunities: react-admin's list controller over getList('opportunities'), one server page of 25 at a time
 * (nothing is filtered client-side, so it stays fast at 1M rows). Filters, sort and page are remembered per device in
 * react-admin's store, not in the URL; the "Possible duplicates" filter is also shown in the URL
 * (`?duplicates=only`), which turns it on when the page is opened with it (the dashboard links there). A superseded
 * request is aborted (the data provider takes react-query's AbortSignal), and the previous page stays visible while
 * the next loads.
 */
const OpportunitiesListPage = () => {
  usePageTitle('Opportunities');
  // Date presets resolve to calendar days, so the request (and its query key) only changes with the day.
  const [stored] = useStore<{ filter?: unknown } | undefined>(LIST_STORE_KEY);
  const today = toLocalDateString(new Date());
  const filter = useMemo(() => requestFilter(stored?.filter, new Date(`${today}T12:00:00`)), [stored?.filter, today]);
  const applyingAddress = useDuplicatesFromAddress();
  // Nothing until an address's duplicates filter is remembered, so the first request is already filtered.
  if (applyingAddress) return null;
  return (
    <ListBase
      resource="opportunities"
      storeKey={LIST_STORE_KEY}
      disableSyncWithLocation
      disableAuthentication
      perPage={PAGE_SIZE}
      sort={DEFAULT_SORT}
      filter={filter}
      queryOptions={QUERY_OPTIONS}
    >
      <OpportunitiesList />
    </ListBase>
  );
};

export default OpportunitiesListPage;
