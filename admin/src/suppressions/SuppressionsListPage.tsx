import { useEffect, useState } from 'react';
import { ListBase, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, IconButton, InputAdornment, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import { useAppIdentity } from '../layout/use-app-identity';
import { usePageTitle } from '../layout/use-page-title';
import { ErrorBox, OpsHeader, StatusChip } from '../ops/shared/OpsParts';
import { OpsTable } from '../ops/shared/OpsTable';
import { formatTime, logListFailure } from '../ops/shared/ops-format';
import { errorMessage } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import { SUPPRESSIONS_PAGE_SIZE, type SuppressionRecord } from '../providers/suppressions-methods';
import { AddSuppressionDialog, RemoveSuppressionDialog } from './SuppressionDialogs';

export const NO_SUPPRESSIONS = 'No suppressed addresses';
export const SOURCE_LABELS: Record<SuppressionRecord['source'], string> = {
  unsubscribe: 'Unsubscribed',
  hard_bounce: 'Hard bounce',
  complaint: 'Complaint',
  do_not_contact: 'Do not contact',
  manual: 'Added by hand',
};

const COLUMNS = [
  { label: 'Email' },
  { label: 'Source' },
  { label: 'Reason' },
  { label: 'Added' },
  { label: 'Added By' },
  { label: 'Actions', align: 'right' as const },
];

const SearchBox = () => {
  const { filterValues, setFilters } = useListContext<SuppressionRecord>();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== String(filterValues.q ?? '')) setFilters(text.trim() ? { q: text.trim() } : {}, undefined, false);
    }, 300);
    return () => clearTimeout(timer);
  }, [text, filterValues.q, setFilters]);
  return (
    <TextField
      size="small"
      label="Search email"
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={false}
      sx={{ width: 260 }}
      InputProps={{ startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }}
    />
  );
};

const Pagination = () => {
  const { page, perPage, total, setPage, isPending, error } = useListContext<SuppressionRecord>();
  if (isPending || error || !total) return null;
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
      <Typography variant="body2" color="text.secondary">{`Page ${page} of ${pages} (${total} addresses)`}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
        <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</Button>
      </Box>
    </Box>
  );
};

const SuppressionsScreen = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { identity } = useAppIdentity();
  const isAdmin = identity?.role === 'admin';
  const { data, isPending, isFetching, error, refetch, filterValues } = useListContext<SuppressionRecord>();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SuppressionRecord | null>(null);
  const add = useMutation({
    mutationFn: ({ email, reason }: { email: string; reason: string }) => dataProvider.addSuppression(email, reason),
    onSuccess: (entry) => {
      notify(`${entry.email} added to the suppression list`, { type: 'success' });
      setAdding(false);
    },
    onError: (failure) => notify(`Failed to add: ${errorMessage(failure)}`, { type: 'error' }),
    onSettled: () => void refetch(),
  });
  const remove = useMutation({
    mutationFn: ({ entry, reason }: { entry: SuppressionRecord; reason: string }) => dataProvider.removeSuppression(entry.id, reason),
    onSuccess: (entry) => {
      // The removed row leaves every cached page at once; the refetch below then confirms from the server. Without
      // this the row could stay on screen when the refetch lost a race with the search's own query.
      queryClient.setQueriesData<{ data: SuppressionRecord[]; total?: number }>({ queryKey: ['suppressions', 'getList'] }, (page) =>
        page && page.data.some((row) => row.id === entry.id)
          ? { ...page, data: page.data.filter((row) => row.id !== entry.id), total: page.total === undefined ? undefined : page.total - 1 }
          : page,
      );
      notify(`${entry.email} removed from the suppression list`, { type: 'success' });
      setRemoving(null);
    },
    onError: (failure) => notify(`Failed to remove: ${errorMessage(failure)}`, { type: 'error' }),
    onSettled: () => void refetch(),
  });
  const rows = data ?? [];
  const searching = Boolean(filterValues.q);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Suppression List" subtitle="Addresses no sequence will email: unsubscribes, hard bounces, complaints and entries added by hand">
        <SearchBox />
        {isAdmin ? <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>Add</Button> : null}
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load the suppression list" error={error} onRetry={() => void refetch()} /> : null}
      <OpsTable
        label="suppressions"
        columns={COLUMNS}
        loading={isPending}
        fetching={isFetching}
        empty={!error && rows.length === 0}
        emptyText={searching ? 'No suppressed address matches the search' : NO_SUPPRESSIONS}
      >
        {rows.map((entry) => (
          <TableRow key={entry.id} hover data-testid="suppression-row">
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{entry.email}</TableCell>
            <TableCell><StatusChip status={entry.source} label={SOURCE_LABELS[entry.source]} /></TableCell>
            <TableCell><Typography variant="body2" color={entry.reason ? 'text.primary' : 'text.secondary'}>{entry.reason ?? '—'}</Typography></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(entry.created_at)}</TableCell>
            <TableCell>{entry.created_by}</TableCell>
            <TableCell align="right">
              {isAdmin ? (
                <Tooltip title="Remove">
                  <IconButton size="small" color="error" aria-label={`Remove ${entry.email}`} onClick={() => setRemoving(entry)}><DeleteIcon fontSize="small" /></IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </OpsTable>
      <Pagination />
      <AddSuppressionDialog open={adding} saving={add.isPending} onSave={(email, reason) => add.mutate({ email, reason })} onClose={() => setAdding(false)} />
      <RemoveSuppressionDialog entry={removing} saving={remove.isPending} onRemove={(entry, reason) => remove.mutate({ entry, reason })} onClose={() => setRemoving(null)} />
    </Box>
  );
};

/** /ops/suppressions: the active suppression list, newest first, with search; admins add and remove entries. */
const SuppressionsListPage = () => {
  usePageTitle('Suppression List');
  return (
    <ListBase
      resource="suppressions"
      perPage={SUPPRESSIONS_PAGE_SIZE}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ refetchOnWindowFocus: false, onError: logListFailure('Suppression List') }}
    >
      <SuppressionsScreen />
    </ListBase>
  );
};

export default SuppressionsListPage;
