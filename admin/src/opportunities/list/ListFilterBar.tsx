import type { ReactNode, Ref } from 'react';
import { useListContext, useRemoveFromStore } from 'react-admin';
import { Box, Button, FormControlLabel, IconButton, InputAdornment, MenuItem, Paper, Switch, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { POSSIBLE_DUPLICATES } from '../duplicates/duplicate-words';
import { DATE_PRESET_OPTIONS, isDatePreset } from './date-presets';
import { DUPLICATES_ONLY, readFilterValues } from './list-filter';
import { LIST_STORE_KEY, PROCESS_STATUS_OPTIONS, SORT_OPTIONS, sortOptionFor, STATUS_OPTIONS } from './list-options';
import { useCustomRange } from './use-custom-range';
import { useSearchBox } from './use-search-box';

export const SEARCH_PLACEHOLDER = 'Search by name, tracking, email, phone, or addresses...';
const COLUMN_SORT = 'column';
/** Under the To field while a custom range is not applied; the list keeps its previous range meanwhile. */
const CUSTOM_RANGE_HINTS = { incomplete: 'Enter both dates to apply', reversed: 'To must be on or after From' } as const;

const Kbd = () => (
  <Box
    component="kbd"
    aria-hidden
    sx={{ px: 0.75, py: 0.125, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, fontFamily: 'monospace', color: 'text.secondary' }}
  >
    /
  </Box>
);

const selectSlotProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
/** The app theme makes fields full-width and filled (react-admin forms); a toolbar wants compact outlined ones. */
const FIELD = { size: 'small', variant: 'outlined', margin: 'none', fullWidth: false } as const;

interface OptionSelectProps {
  label: string;
  value: string;
  minWidth: number;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  children?: ReactNode;
}

/** One of the toolbar's selects; '' is the "all" option. */
const OptionSelect = ({ label, value, minWidth, options, onChange, children }: OptionSelectProps) => (
  <TextField select {...FIELD} label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth }} slotProps={selectSlotProps}>
    {options.map((option) => (
      <MenuItem key={option.value || 'all'} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
    {children}
  </TextField>
);

/**
 * Search and Clear Filters on one row; below them the sort, date range, process status and status selects and the
 * "Possible duplicates" switch; over the list controller's filter values and sort (changing either goes back to page 1).
 */
export const ListFilterBar = ({ searchRef }: { searchRef: Ref<HTMLInputElement> }) => {
  const { filterValues, setFilters, sort, setSort } = useListContext();
  const filters = readFilterValues(filterValues);
  const sortOption = sortOptionFor(sort.field, sort.order);
  const range = useCustomRange();
  const search = useSearchBox();
  const removeFromStore = useRemoveFromStore();
  const setFilter = (name: 'status' | 'process_status', value: string) => setFilters({ ...filterValues, [name]: value });
  // Every filter, the search and the sort back to defaults, and the remembered values removed.
  const clear = () => {
    search.reset();
    removeFromStore(LIST_STORE_KEY);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="search" aria-label="Filter opportunities">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* Clear Filters at the search's row end (below the search on a phone): the filters keep one row at 1366 px. */}
        <Box sx={{ flex: '1 1 100%', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="search"
            {...FIELD}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            inputRef={searchRef}
            sx={{ flex: '1 1 320px' }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search opportunities', 'aria-keyshortcuts': '/' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    {search.text ? (
                      <IconButton size="small" aria-label="Clear search" onClick={() => search.setText('')} edge="end">
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    ) : (
                      <Kbd />
                    )}
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button onClick={clear} startIcon={<FilterAltOffIcon />} sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
            Clear Filters
          </Button>
        </Box>
        <OptionSelect
          label="Sort by"
          value={sortOption?.id ?? COLUMN_SORT}
          minWidth={180}
          options={SORT_OPTIONS.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(id) => {
            const option = SORT_OPTIONS.find((o) => o.id === id);
            if (option) setSort({ field: option.field, order: option.order });
          }}
        >
          {sortOption ? null : (
            <MenuItem value={COLUMN_SORT} disabled>
              Column sort
            </MenuItem>
          )}
        </OptionSelect>
        <OptionSelect
          label="Date range"
          value={range.preset}
          minWidth={160}
          options={DATE_PRESET_OPTIONS}
          onChange={(value) => {
            if (isDatePreset(value)) range.choosePreset(value);
          }}
        />
        {range.preset === 'custom' ? (
          <>
            <TextField
              type="date"
              {...FIELD}
              label="From"
              value={range.from}
              onChange={(event) => range.setFrom(event.target.value)}
              error={range.problem === 'reversed'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
            />
            <TextField
              type="date"
              {...FIELD}
              label="To"
              value={range.to}
              onChange={(event) => range.setTo(event.target.value)}
              error={range.problem === 'reversed'}
              helperText={range.problem ? CUSTOM_RANGE_HINTS[range.problem] : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
            />
          </>
        ) : null}
        <OptionSelect
          label="Process status"
          value={filters.process_status ?? ''}
          minWidth={190}
          options={PROCESS_STATUS_OPTIONS}
          onChange={(value) => setFilter('process_status', value)}
        />
        <OptionSelect label="Status" value={filters.status ?? ''} minWidth={140} options={STATUS_OPTIONS} onChange={(value) => setFilter('status', value)} />
        <FormControlLabel
          label={POSSIBLE_DUPLICATES}
          sx={{ ml: 0, mr: 0 }}
          control={
            <Switch
              size="small"
              checked={filters.duplicates === DUPLICATES_ONLY}
              onChange={(event) => setFilters({ ...filterValues, duplicates: event.target.checked ? DUPLICATES_ONLY : undefined })}
            />
          }
        />
      </Box>
    </Paper>
  );
};
