import { useState, type FormEvent } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { Box, Button, IconButton, InputAdornment, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { usePageTitle } from '../../layout/use-page-title';
import { DELIVERIES_LIMIT } from '../../providers/ops-methods';
import type { DeliveryRow } from '../ops-types';
import { deliverySequence, formatTime, logListFailure, recipientName } from '../shared/ops-format';
import { ErrorBox, OpsHeader, StatusChip } from '../shared/OpsParts';
import { OpsTable } from '../shared/OpsTable';
import { DeliveryDetailsDialog } from './DeliveryDetailsDialog';

export const NO_DELIVERIES = 'No deliveries found';

const COLUMNS = [
  { label: 'Contact' },
  { label: 'Sequence' },
  { label: 'Status' },
  { label: 'Provider' },
  { label: 'Message ID' },
  { label: 'Sent At' },
  { label: 'Actions', align: 'right' as const },
];

const DeliveriesScreen = () => {
  const { data, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<DeliveryRow>();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<DeliveryRow | null>(null);
  const rows = data ?? [];

  // The search is sent on submit only (the address index answers a whole address or its start).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ email: search.trim() || undefined });
  };
  const refresh = () => {
    setSearch('');
    if (filterValues.email) setFilters({});
    else void refetch();
  };

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Email Deliveries" subtitle={`The latest ${DELIVERIES_LIMIT} emails the sequences sent, newest first`}>
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by email"
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search by email', type: 'search' },
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            }}
          />
          <Button type="submit" variant="contained" size="small" sx={{ alignSelf: 'center' }}>Search</Button>
        </Box>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={isFetching}>Refresh</Button>
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load deliveries" error={error} onRetry={() => void refetch()} /> : null}
      <OpsTable label="deliveries" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_DELIVERIES}>
        {rows.map((delivery) => (
          <TableRow key={delivery.id} hover data-testid="delivery-row">
            <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
              <Typography variant="body2" fontWeight={600}>{recipientName(delivery)}</Typography>
              {recipientName(delivery) !== delivery.to_email ? (
                <Typography variant="caption" color="text.secondary">{delivery.to_email}</Typography>
              ) : null}
            </TableCell>
            <TableCell sx={{ color: delivery.kind === 'test' ? 'text.secondary' : undefined }}>{deliverySequence(delivery)}</TableCell>
            <TableCell><StatusChip status={delivery.status} /></TableCell>
            <TableCell>{delivery.provider || '—'}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
              <Tooltip title={delivery.message_id ?? ''}>
                <Typography variant="inherit" noWrap sx={{ maxWidth: 160 }}>{delivery.message_id || '—'}</Typography>
              </Tooltip>
            </TableCell>
            <TableCell sx={{ minWidth: 110 }}>{formatTime(delivery.created_at)}</TableCell>
            <TableCell align="right">
              <Tooltip title="View Details">
                <IconButton size="small" aria-label="View Details" onClick={() => setOpened(delivery)}><ViewIcon fontSize="small" /></IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </OpsTable>
      <DeliveryDetailsDialog delivery={opened} onClose={() => setOpened(null)} />
    </Box>
  );
};

/** /ops/deliveries: the latest 100 deliveries, searched by address on submit; Refresh clears the search. */
const DeliveriesPage = () => {
  usePageTitle('Email Deliveries');
  return (
    <ListBase
      resource="deliveries"
      perPage={DELIVERIES_LIMIT}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ refetchOnWindowFocus: false, onError: logListFailure('Email Deliveries') }}
    >
      <DeliveriesScreen />
    </ListBase>
  );
};

export default DeliveriesPage;
