import { useEffect, useState, type ReactNode } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, CircularProgress, Link, TextField, Typography } from '@mui/material';
import type { TemplateSummary } from '../../api/types';
import { formatShortDate } from '../../format/date';
import { ApiError } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import { NEW_TEMPLATE_PATH } from '../paths';

/** The picker waits this long after the last keystroke before it searches. */
export const PICKER_SEARCH_DEBOUNCE_MS = 250;

export interface TemplatePickerProps {
  /** The chosen template's id, or null. */
  value: string | null;
  /** A choice (with the template as listed) or null when cleared. */
  onChange(id: string | null, template?: TemplateSummary): void;
  label?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field (e.g. a validation message); `error` colours it. */
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
}

/** `term` once it has stayed the same for `delay` ms. */
const useDebounced = (term: string, delay: number): string => {
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), delay);
    return () => clearTimeout(timer);
  }, [term, delay]);
  return settled;
};

const NoOptions = ({ term }: { term: string }) =>
  term ? (
    <Typography variant="body2">No templates match your search</Typography>
  ) : (
    <Box>
      <Typography variant="body2">No templates available</Typography>
      <Link href={NEW_TEMPLATE_PATH} target="_blank" rel="noopener" variant="body2" underline="hover">
        Create a template
      </Link>
    </Box>
  );

const OptionContent = ({ template }: { template: TemplateSummary }) => (
  <Box sx={{ minWidth: 0, width: '100%', py: 0.25 }}>
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" fontWeight={600} noWrap>
        {template.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {`Created ${formatShortDate(template.created_at)}`}
      </Typography>
    </Box>
    <Typography variant="body2" color="text.secondary" noWrap>
      {template.subject?.trim() ? template.subject : 'No subject'}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ fontFamily: 'monospace' }}>
      {`ID ${template.id}`}
    </Typography>
  </Box>
);

/**
 * Chooses one template: a dropdown searching the templates by name and subject (50 at a time, 250 ms after the last
 * keystroke; nothing is loaded until it opens). Each option shows the name, the subject (or 'No subject'), the id and
 * the created date. With no match it says so; with no templates at all it links to a new template in a new tab.
 */
export const TemplatePicker = ({
  value,
  onChange,
  label = 'Template',
  placeholder = 'Search templates…',
  size = 'small',
  required,
  disabled,
  helperText,
  error,
  fullWidth = true,
}: TemplatePickerProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), PICKER_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<TemplateSummary | null>(null);

  const search = useQuery({
    queryKey: ['templates', 'picker', term],
    queryFn: () => dataProvider.searchTemplates(term || undefined),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const options = search.data ?? [];

  // A value chosen elsewhere (e.g. a saved step) is looked up once so the field can show its name.
  const known = chosen?.id === value ? chosen : (options.find((option) => option.id === value) ?? null);
  const lookup = useGetOne<TemplateSummary & { id: string }>('templates', { id: value ?? '' }, { enabled: Boolean(value) && !known, retry: false });
  const selected = value ? (known ?? lookup.data ?? null) : null;
  // A saved choice whose template was deleted (404) or could not be read says so under the field.
  const lookupProblem = value && !known && lookup.isError ? (lookup.error instanceof ApiError && lookup.error.status === 404 ? 'Template not found' : 'Failed to load template details') : null;
  const searching = open && (search.isFetching || typed.trim() !== term);

  return (
    <Autocomplete<TemplateSummary>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_event, template) => {
        setChosen(template);
        onChange(template ? template.id : null, template ?? undefined);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      options={options}
      // The server already filtered by the search; the field's text may be a chosen name, not a search.
      filterOptions={(all) => all}
      getOptionLabel={(template) => template.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={searching}
      loadingText="Searching templates…"
      noOptionsText={<NoOptions term={term} />}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      renderOption={({ key, ...props }, template) => (
        <li key={key} {...props}>
          <OptionContent template={template} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={error || search.isError || Boolean(lookupProblem)}
          helperText={search.isError ? 'Failed to load templates' : (lookupProblem ?? helperText)}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {searching ? <CircularProgress color="inherit" size={18} aria-label="Searching templates" /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
};

export default TemplatePicker;
