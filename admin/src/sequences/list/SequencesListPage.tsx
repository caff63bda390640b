import { useCallback, useMemo, useState } from 'react';
import { ListBase, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, InputAdornment, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { SequenceRecord } from '../../api/types';
import { EnrollmentDrawer } from '../../enrollment/EnrollmentDrawer';
import { usePageTitle } from '../../layout/use-page-title';
import type { AppDataProvider } from '../../providers/data-provider';
import type { SequenceListMeta } from '../../providers/sequences-methods';
import { useTemplateSearch } from '../../templates/list/use-template-search';
import { DeleteSequenceDialog } from './DeleteSequenceDialog';
import { SequencePreviewDialog } from './SequencePreviewDialog';
import { SORT_CHOICES, STATUS_FILTERS } from './sequence-card-rules';
import type { SequenceCardActions } from './SequenceCard';
import { SequencesGrid } from './SequencesGrid';
import { designerPath, useQuickCreate } from './use-quick-create';

const QUERY_OPTIONS = {
  refetchOnWindowFocus: false,
  // The grid shows its own error box with "Try again" instead of react-admin's error notification.
  onError: () => undefined,
};

const Toolbar = () => {
  const { filterValues, setFilters, sort, setSort, data, meta } = useListContext<SequenceRecord>();
  const search = useTemplateSearch();
  const sortValue = SORT_CHOICES.find((choice) => choice.field === sort.field && choice.order === sort.order)?.value ?? 'updated_desc';
  const totalAll = (meta as SequenceListMeta | undefined)?.totalAll;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Search sequences"
          size="small"
          sx={{ flex: '2 1 320px' }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search sequences', type: 'search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={typeof filterValues.status === 'string' ? filterValues.status : 'all'}
          onChange={(event) => setFilters({ ...filterValues, status: event.target.value === 'all' ? undefined : event.target.value })}
          sx={{ flex: '0 1 180px' }}
        >
          {STATUS_FILTERS.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort"
          value={sortValue}
          onChange={(event) => {
            const choice = SORT_CHOICES.find((item) => item.value === event.target.value);
            if (choice) setSort({ field: choice.field, order: choice.order });
          }}
          sx={{ flex: '0 1 200px' }}
        >
          {SORT_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {data && totalAll !== undefined ? `Showing ${data.length} of ${totalAll} sequences` : '\u00a0'}
      </Typography>
    </>
  );
};

const SequencesScreen = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isFetching, isPending, refetch } = useListContext<SequenceRecord>();
  const { quickCreate, creating } = useQuickCreate();
  const [enrolling, setEnrolling] = useState<SequenceRecord | null>(null);
  const [previewing, setPreviewing] = useState<SequenceRecord | null>(null);
  const [deleting, setDeleting] = useState<SequenceRecord | null>(null);
  const reload = useCallback(() => void refetch(), [refetch]);

  const actions = useMemo<SequenceCardActions>(
    () => ({
      onManageEnrollments: setEnrolling,
      onEdit: (sequence) => void navigate(designerPath(sequence.id)),
      onPreview: setPreviewing,
      onDuplicate: (sequence) => {
        dataProvider.duplicateSequence(sequence.id).then(
          (copy) => {
            notify(`Sequence duplicated as "${copy.name}"`, { type: 'success' });
            reload();
          },
          () => notify('Failed to duplicate sequence', { type: 'error' }),
        );
      },
      onDelete: setDeleting,
      onChanged: reload,
    }),
    [dataProvider, navigate, notify, reload],
  );
  const create = () => void quickCreate();

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Sequences
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Multi-step email follow-ups, with the rules that enroll contacts in them
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={create} disabled={creating}>
          New Sequence
        </Button>
      </Box>
      <Toolbar />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending ? <LinearProgress aria-label="Loading sequences" /> : null}</Box>
      <SequencesGrid actions={actions} onCreate={create} />
      <EnrollmentDrawer
        open={enrolling !== null}
        sequence={enrolling}
        onClose={() => {
          setEnrolling(null);
          reload();
        }}
      />
      <SequencePreviewDialog sequence={previewing} onClose={() => setPreviewing(null)} />
      <DeleteSequenceDialog sequence={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </Box>
  );
};

/**
 * /automation/sequences: react-admin's list controller over getList('sequences') — every live sequence as a card,
 * searched by name and description, filtered by status, sorted (default: last updated first).
 */
const SequencesListPage = () => {
  usePageTitle('Sequences');
  return (
    <ListBase
      resource="sequences"
      perPage={1000}
      sort={{ field: 'updated_at', order: 'DESC' }}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={QUERY_OPTIONS}
    >
      <SequencesScreen />
    </ListBase>
  );
};

export default SequencesListPage;
