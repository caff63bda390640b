import { useEffect, useRef, useState } from 'react';
import {
  Alert, AlertTitle, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactListItem } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import {
  ASSIGNMENT_FAILED_TITLE, CANNOT_ASSIGN_TITLE, CLOSE_AFTER_SUCCESS_MS, NO_STEPS_WARNING, NO_TEMPLATE_WARNING,
  assignmentFailure, assignmentProblem, assignmentSuccess, downloadCsv, estimatedStart,
} from './assignment-rules';
import { ContactsGrid } from './ContactsGrid';
import { DEFAULT_CONTACT_FILTERS, useContactSearch, type ContactFilters } from './use-contact-search';

/** Shown when no opted-in contact matches: contacts from inbound leads usually have consent unknown, not opted in. */
export const NO_OPTED_IN_HINT = 'No opted-in contacts match. Contacts from inbound leads usually have consent "unknown"; they can be enrolled too.';
export const SHOW_NOT_OPTED_OUT = 'Show all not opted out';
/** Shown when the first list widened by itself because no contact matched the default consent filter. */
export const WIDENED_NOTE = 'No opted-in contacts match, so every contact not opted out is shown (consent opted in or unknown, as most contacts from inbound leads are).';

const isDefaultFilters = (filters: ContactFilters): boolean =>
  (Object.keys(DEFAULT_CONTACT_FILTERS) as (keyof ContactFilters)[]).every((key) => filters[key] === DEFAULT_CONTACT_FILTERS[key]);

export interface ManualAssignmentDialogProps {
  open: boolean;
  sequence: { id: string; name: string };
  onClose: () => void;
}

/** Search, select and enroll contacts into one sequence by hand. */
export const ManualAssignmentDialog = ({ open, sequence, onClose }: ManualAssignmentDialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const notify = useNotify();
  const search = useContactSearch(sequence.id, open);
  const [selected, setSelected] = useState<ContactListItem[]>([]);
  const [startStep, setStartStep] = useState(1);
  /** Custom delay before the first send, in minutes ('' = the step's own delay). */
  const [customDelay, setCustomDelay] = useState('');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);
  /** The default list (opted in) found nobody and was widened to everyone not opted out, once, until the user filters. */
  const [widened, setWidened] = useState(false);
  const [filtered, setFiltered] = useState(false);
  const noDefaultMatches = search.query.isSuccess && search.contacts.length === 0 && search.search.trim() === '' && isDefaultFilters(search.filters);
  const { filters: currentFilters, setFilters: replaceFilters } = search;
  useEffect(() => {
    if (!open || widened || filtered || !noDefaultMatches) return;
    setWidened(true);
    replaceFilters({ ...currentFilters, consent_status: 'not_opted_out' });
  }, [open, widened, filtered, noDefaultMatches, currentFilters, replaceFilters]);

  const steps = useQuery({
    queryKey: ['assignment-steps', sequence.id],
    queryFn: () => dataProvider.getAssignmentSteps(sequence.id),
    enabled: open,
    retry: false,
  });
  const stepList = steps.data ?? [];
  const firstStep = [...stepList].sort((a, b) => a.step_order - b.step_order)[0];

  const assign = useMutation({
    mutationFn: (contactIds: string[]) => {
      const minutes = customDelay.trim() === '' ? NaN : Number(customDelay);
      const delayOverrides = Number.isFinite(minutes) && minutes >= 0 ? { delay_overrides: { [String(startStep)]: Math.floor(minutes * 60) } } : {};
      return dataProvider.manualAssign(sequence.id, { contact_ids: contactIds, start_step: startStep, ...delayOverrides });
    },
    onSuccess: (result) => {
      notify(assignmentSuccess(result), { type: 'success' });
      if (result.exclusions_csv) downloadCsv(result.exclusions_csv, `enrollment-exclusions-${sequence.id}.csv`);
      void queryClient.invalidateQueries({ queryKey: ['sequence-enrollments'] });
      void queryClient.invalidateQueries({ queryKey: ['enrollment-rules'] });
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
      closeTimer.current = setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
    },
    onError: (error) => notify(assignmentFailure(error), { type: 'error', title: ASSIGNMENT_FAILED_TITLE }),
  });

  function close() {
    // Forget the last assignment, so Assign works again the next time the dialog opens.
    assign.reset();
    setSelected([]);
    setStartStep(1);
    setCustomDelay('');
    search.setSearch('');
    onClose();
  }

  const submit = () => {
    const { problem, contactIds } = assignmentProblem(selected, stepList);
    if (problem) {
      notify(problem, { type: 'error', title: CANNOT_ASSIGN_TITLE, autoHideDuration: 6000 });
      return;
    }
    assign.mutate(contactIds);
  };

  const toggle = (contact: ContactListItem, on: boolean) =>
    setSelected((current) => (on ? [...current, contact] : current.filter((item) => item.id !== contact.id)));
  const toggleAll = (on: boolean) => setSelected(on ? search.contacts : []);
  const setFilter = (patch: Partial<ContactFilters>) => {
    setFiltered(true);
    search.setFilters({ ...search.filters, ...patch });
  };
  const { query } = search;

  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="manual-assignment-title">
      <DialogTitle id="manual-assignment-title">{`Manual Assignment - ${sequence.name}`}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {steps.isSuccess && stepList.length === 0 && <Alert severity="warning">{NO_STEPS_WARNING}</Alert>}
          {steps.isSuccess && firstStep && !firstStep.template_id && <Alert severity="warning">{NO_TEMPLATE_WARNING}</Alert>}
          <TextField
            label="Search contacts"
            placeholder="Name, email, company or phone"
            value={search.search}
            onChange={(event) => search.setSearch(event.target.value)}
            size="small"
            fullWidth
          />
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
            <TextField select fullWidth={false} size="small" label="Lifecycle stage" value={search.filters.lifecycle_stage} onChange={(event) => setFilter({ lifecycle_stage: event.target.value as ContactFilters['lifecycle_stage'] })} sx={{ minWidth: 160 }}>
              <MenuItem value="">Any</MenuItem>
              {['lead', 'mql', 'sql', 'customer'].map((stage) => <MenuItem key={stage} value={stage}>{stage}</MenuItem>)}
            </TextField>
            <TextField select fullWidth={false} size="small" label="Consent status" value={search.filters.consent_status} onChange={(event) => setFilter({ consent_status: event.target.value as ContactFilters['consent_status'] })} sx={{ minWidth: 160 }}>
              <MenuItem value="">Any</MenuItem>
              <MenuItem value="not_opted_out">Not opted out</MenuItem>
              {['opted_in', 'opted_out', 'unknown'].map((consent) => <MenuItem key={consent} value={consent}>{consent}</MenuItem>)}
            </TextField>
            <TextField fullWidth={false} size="small" type="number" label="Min lead score" value={search.filters.min_lead_score} onChange={(event) => setFilter({ min_lead_score: event.target.value })} sx={{ width: 140 }} />
            <FormControlLabel
              control={<Checkbox checked={search.filters.not_enrolled} onChange={(event) => setFilter({ not_enrolled: event.target.checked })} />}
              label="Not enrolled in this sequence"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${selected.length} selected · ${search.total ?? 0} contacts`}
          </Typography>
          {widened && !filtered && search.filters.consent_status === 'not_opted_out' && <Alert severity="info">{WIDENED_NOTE}</Alert>}
          {query.isSuccess && search.contacts.length === 0 && search.filters.consent_status === 'opted_in' && (
            <Alert
              severity="info"
              action={<Button color="inherit" size="small" onClick={() => setFilter({ consent_status: 'not_opted_out' })}>{SHOW_NOT_OPTED_OUT}</Button>}
            >
              {NO_OPTED_IN_HINT}
            </Alert>
          )}
          <ContactsGrid
            contacts={search.contacts}
            selectedIds={selected.map((contact) => contact.id)}
            onToggle={toggle}
            onToggleAll={toggleAll}
            sort={search.sort}
            onSort={search.setSort}
            loading={query.isPending || query.isFetchingNextPage}
            hasMore={Boolean(query.hasNextPage)}
            onLoadMore={() => void query.fetchNextPage()}
          />
          <Stack direction="row" spacing={2} alignItems="flex-start" flexWrap="wrap" useFlexGap>
            <TextField select fullWidth={false} size="small" label="Start at step" value={startStep} onChange={(event) => setStartStep(Number(event.target.value))} sx={{ minWidth: 140 }}>
              {(stepList.length ? stepList : [{ step_order: 1 }]).map((step) => (
                <MenuItem key={step.step_order} value={step.step_order}>{`Step ${step.step_order}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth={false}
              size="small"
              type="number"
              label="Custom delay (minutes)"
              placeholder="Step's own delay"
              value={customDelay}
              onChange={(event) => setCustomDelay(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0 } }}
              sx={{ width: 190 }}
            />
            <Stack>
              <Typography variant="body2">Send window: Next available (respecting contact timezone)</Typography>
              <Typography variant="body2" color="text.secondary">{`Estimated start: ${estimatedStart(stepList).toLocaleString()}`}</Typography>
            </Stack>
          </Stack>
          {startStep > 1 && (
            <Alert severity="warning">
              <AlertTitle>Skipping Steps</AlertTitle>
              {`Contacts start at step ${startStep} and receive no emails from ${startStep === 2 ? 'step 1' : `steps 1 to ${startStep - 1}`}.`}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={assign.isPending || assign.isSuccess}>
          {`Assign ${selected.length} Contact${selected.length === 1 ? '' : 's'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
