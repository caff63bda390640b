import { Box, Button, Checkbox, FormControlLabel, FormGroup, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { RuleExclusion } from '../api/types';
import { CRITERIA_FIELDS, criteriaValueLabel, EXCLUSION_LABELS, OPERATOR_LABELS, type FilterDraft } from './criteria-fields';

export interface CriteriaBuilderProps {
  filters: FilterDraft[];
  onFiltersChange: (filters: FilterDraft[]) => void;
  /** The exclusions and their change; without onExclusionsChange the exclusions part is left out (a step's conditions). */
  exclusions?: RuleExclusion[];
  onExclusionsChange?: (exclusions: RuleExclusion[]) => void;
  /** The heading over the filters; a rule's "Criteria (every filter must match)" unless said. */
  title?: string;
  /** The line under the heading; the rule's note on the contact's latest lead unless said. */
  caption?: string;
}

const EXCLUSIONS = Object.keys(EXCLUSION_LABELS) as RuleExclusion[];
const RULE_TITLE = 'Criteria (every filter must match)';
const RULE_CAPTION = "Lead source, opportunity status, move date and days until move are those of the contact's latest lead.";

/** Filters (all must hold) and, when asked for, exclusions: a rule's criteria or a step's condition. */
export const CriteriaBuilder = ({
  filters, exclusions = [], onFiltersChange, onExclusionsChange, title = RULE_TITLE, caption = RULE_CAPTION,
}: CriteriaBuilderProps) => {
  const update = (index: number, patch: Partial<FilterDraft>) =>
    onFiltersChange(filters.map((filter, at) => (at === index ? { ...filter, ...patch } : filter)));
  const setField = (index: number, field: string) => {
    const spec = CRITERIA_FIELDS.find((candidate) => candidate.field === field);
    update(index, { field, op: spec?.ops[0] ?? 'eq', value: '' });
  };
  const toggle = (exclusion: RuleExclusion, on: boolean) =>
    onExclusionsChange?.(on ? [...exclusions, exclusion] : exclusions.filter((item) => item !== exclusion));

  return (
    <Box>
      <Typography variant="subtitle2">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Stack spacing={1}>
        {filters.map((filter, index) => {
          const spec = CRITERIA_FIELDS.find((candidate) => candidate.field === filter.field);
          const hint = filter.op === 'in' || filter.op === 'not_in' ? 'Comma-separated' : filter.op === 'between' ? 'from, to' : spec?.values?.join(', ');
          return (
            <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
              <TextField select fullWidth={false} size="small" label="Field" value={filter.field} onChange={(event) => setField(index, event.target.value)} sx={{ width: 190, flexShrink: 0 }}>
                {CRITERIA_FIELDS.map((option) => (
                  <MenuItem key={option.field} value={option.field}>{option.label}</MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth={false} size="small" label="Operator" value={filter.op} onChange={(event) => update(index, { op: event.target.value as FilterDraft['op'] })} sx={{ width: 170, flexShrink: 0 }}>
                {(spec?.ops ?? []).map((op) => (
                  <MenuItem key={op} value={op}>{OPERATOR_LABELS[op]}</MenuItem>
                ))}
              </TextField>
              {spec?.kind === 'bool' ? (
                <TextField select fullWidth size="small" label="Value" value={filter.value} onChange={(event) => update(index, { value: event.target.value })} sx={{ flex: 1 }}>
                  {(spec.values ?? []).map((value) => (
                    <MenuItem key={value} value={value}>{criteriaValueLabel(filter.field, value)}</MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField fullWidth size="small" label="Value" value={filter.value} helperText={hint} onChange={(event) => update(index, { value: event.target.value })} sx={{ flex: 1 }} />
              )}
              <IconButton aria-label="Remove filter" onClick={() => onFiltersChange(filters.filter((_, at) => at !== index))}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button size="small" sx={{ mt: 1 }} onClick={() => onFiltersChange([...filters, { field: 'lifecycle_stage', op: 'eq', value: '' }])}>
        Add filter
      </Button>
      {onExclusionsChange && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Exclusions
          </Typography>
          <FormGroup row>
            {EXCLUSIONS.map((exclusion) => (
              <FormControlLabel
                key={exclusion}
                control={<Checkbox size="small" checked={exclusions.includes(exclusion)} onChange={(event) => toggle(exclusion, event.target.checked)} />}
                label={EXCLUSION_LABELS[exclusion]}
              />
            ))}
          </FormGroup>
        </>
      )}
    </Box>
  );
};
