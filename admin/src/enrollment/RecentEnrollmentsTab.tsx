import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, Chip, FormControlLabel, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SequenceEnrollmentRow } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import { enrollmentStateBadge, formatDateTime, isLiveEnrollment, personName, unenrollReason } from './enrollment-format';

export interface RecentEnrollmentsTabProps {
  sequenceId: string;
  enrollments: SequenceEnrollmentRow[];
  isPending: boolean;
}

/** 'Recent Enrollments (count)': the latest enrollments, with per-row and bulk unenroll where allowed. */
export const RecentEnrollmentsTab = ({ sequenceId, enrollments, isPending }: RecentEnrollmentsTabProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [activeOnly, setActiveOnly] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['sequence-enrollments'] });

  const rows = useMemo(() => (activeOnly ? enrollments.filter((row) => isLiveEnrollment(row.state)) : enrollments), [activeOnly, enrollments]);
  const selectable = rows.filter((row) => row.can_unenroll && isLiveEnrollment(row.state)).map((row) => row.id);
  const allActiveSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));

  const cancel = useMutation({
    mutationFn: (id: string) => dataProvider.cancelEnrollment(id),
    onSuccess: () => {
      notify('Enrollment canceled successfully', { type: 'success' });
      refresh();
    },
    onError: () => notify('Failed to cancel enrollment', { type: 'error', autoHideDuration: 6000 }),
  });
  const bulk = useMutation({
    mutationFn: (ids: string[]) => dataProvider.bulkUnenroll(sequenceId, ids),
    onSuccess: (count) => {
      notify(`Unenrolled ${count} contact(s) successfully`, { type: 'success' });
      setSelected([]);
      refresh();
    },
    onError: () => notify('Failed to unenroll contacts', { type: 'error', autoHideDuration: 6000 }),
  });

  const toggle = (id: string, on: boolean) => setSelected((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  const unenrollSelected = () => {
    if (selected.length === 0) return;
    bulk.mutate(selected);
  };

  if (isPending) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <FormControlLabel control={<Checkbox checked={activeOnly} onChange={(event) => setActiveOnly(event.target.checked)} />} label="Show Active only" />
        <FormControlLabel
          control={<Checkbox checked={allActiveSelected} disabled={selectable.length === 0} onChange={(event) => setSelected(event.target.checked ? selectable : [])} />}
          label="Select all active"
        />
        <Box flex={1} />
        <Button variant="outlined" color="error" disabled={selected.length === 0 || bulk.isPending} onClick={unenrollSelected}>
          {`Unenroll ${selected.length}`}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>No enrollments yet</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Rule</TableCell>
              <TableCell>Enrolled</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const badge = enrollmentStateBadge(row.state);
              const name = personName(row);
              return (
                <TableRow key={row.id} data-testid="enrollment-row">
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      inputProps={{ 'aria-label': `Select ${name}` }}
                      disabled={!row.can_unenroll}
                      checked={selected.includes(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                    />
                  </TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell><Chip size="small" label={badge.label} color={badge.color} /></TableCell>
                  <TableCell>{row.rule_name ?? 'Manual'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.enrolled_at)}</TableCell>
                  <TableCell align="right">
                    {row.can_unenroll ? (
                      <Button size="small" color="error" disabled={cancel.isPending} onClick={() => cancel.mutate(row.id)}>Unenroll</Button>
                    ) : (
                      <Tooltip title={unenrollReason(row.disabled_reason)}>
                        <span>
                          <Button size="small" color="error" disabled>Unenroll</Button>
                        </span>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};
