import { useEffect, useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { Button, InputAdornment, TextField } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { RunRow } from '../ops-types';
import { FilterSelect } from '../shared/OpsParts';

export const RUN_STATE_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
  { value: 'all', label: 'All' },
] as const;
export const RUN_DUE_OPTIONS = [
  { value: 'now', label: 'Due Now' },
  { value: 'all', label: 'All' },
] as const;
export const ALL_SEQUENCES = { value: 'all', label: 'All sequences' } as const;
/** How long the search waits after the last keystroke, as react-admin's list filters do (ListBase `debounce`). */
export const RUNS_SEARCH_DEBOUNCE_MS = 500;

/**
 * Search by the contact's name or email: what is typed shows at once, the list follows once typing pauses (the data
 * provider sends it from 2 characters). Any filter change goes back to page 1 and keeps the other filters.
 */
const RunsSearch = () => {
  const { filterValues, setFilters } = useListContext<RunRow>();
  const applied = String(filterValues.q ?? '');
  const [text, setText] = useState(applied);
  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => setFilters({ ...filterValues, q: text.trim() }), RUNS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, filterValues, setFilters]);
  return (
    <TextField
      size="small"
      type="search"
      label="Search contacts"
      placeholder="Name or email"
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={false}
      sx={{ width: 240 }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
};

/** 'All sequences', then every sequence by name (getList('sequences') answers them all, unpaged). */
const SequenceFilter = () => {
  const { filterValues, setFilters } = useListContext<RunRow>();
  const { data } = useGetList<{ id: string; name: string }>('sequences', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } });
  const options = [ALL_SEQUENCES, ...(data ?? []).map((sequence) => ({ value: String(sequence.id), label: sequence.name }))];
  const value = String(filterValues.sequence_id ?? 'all');
  // Until the sequences arrive a chosen one shows as 'All sequences' (MUI warns on a value it has no option for); the filter stays.
  const shown = options.some((option) => option.value === value) ? value : 'all';
  return (
    <FilterSelect label="Sequence" value={shown} options={options} onChange={(sequence) => setFilters({ ...filterValues, sequence_id: sequence })} width={200} />
  );
};

export const RunsFilters = () => {
  const { filterValues, setFilters, refetch, isFetching } = useListContext<RunRow>();
  const state = String(filterValues.state ?? 'active');
  const due = String(filterValues.due ?? 'all');
  return (
    <>
      <RunsSearch />
      <SequenceFilter />
      <FilterSelect label="State" value={state} options={RUN_STATE_OPTIONS} onChange={(value) => setFilters({ ...filterValues, state: value })} />
      <FilterSelect label="Due" value={due} options={RUN_DUE_OPTIONS} onChange={(value) => setFilters({ ...filterValues, due: value })} width={130} />
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
    </>
  );
};
