import { useEffect, useState } from 'react';
import { Box, Button, Drawer, IconButton, Stack, Tab, Tabs, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList, useNotify } from 'react-admin';
import { useWriteDenied, WRITE_DENIED } from '../access/write-access';
import type { EnrollmentRule, RulePreview, SequenceEnrollmentRow } from '../api/types';
import { RECENT_ENROLLMENTS_LIMIT } from '../providers/enrollment-methods';
import { ManualAssignmentDialog } from './ManualAssignmentDialog';
import { RecentEnrollmentsTab } from './RecentEnrollmentsTab';
import { RulePreviewTab } from './RulePreviewTab';
import { RulesTab } from './RulesTab';
import { SequenceAnalyticsDashboard } from './SequenceAnalyticsDashboard';

/** The sequence the drawer is for (its owner decides who may change its rules). */
export interface DrawerSequence {
  id: string;
  name: string;
  step_count?: number;
  owner_user_id?: string | null;
}

/** The right drawer 'Enrollment Rules - {sequence name}' for one sequence. */
export interface EnrollmentDrawerProps {
  open: boolean;
  sequence: DrawerSequence | null;
  onClose: () => void;
}

type TabKey = 'rules' | 'manual' | 'enrollments' | 'analytics' | 'preview';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

const DrawerBody = ({ sequence }: { sequence: DrawerSequence }) => {
  const canWrite = useWriteDenied(sequence, WRITE_DENIED.rules) === undefined;
  const notify = useNotify();
  const [tab, setTab] = useState<TabKey>('rules');
  const [assigning, setAssigning] = useState(false);
  const [preview, setPreview] = useState<{ rule: EnrollmentRule; preview: RulePreview } | null>(null);
  const filter = { sequence_id: sequence.id };
  const rules = useGetList<EnrollmentRule>('enrollment-rules', { filter }, { retry: false });
  const enrollments = useGetList<SequenceEnrollmentRow & { id: string }>('sequence-enrollments', {
    filter,
    pagination: { page: 1, perPage: RECENT_ENROLLMENTS_LIMIT },
  }, { retry: false });

  const rulesFailed = Boolean(rules.error);
  const enrollmentsFailed = Boolean(enrollments.error);
  useEffect(() => {
    if (!rulesFailed && !enrollmentsFailed) return;
    const message = `${errorText(rules.error)} ${errorText(enrollments.error)}`;
    // One of the two failing is a softer warning, unless it was a server error (500).
    if ((rulesFailed && enrollmentsFailed) || message.includes('500')) notify('Failed to load enrollment data', { type: 'error' });
    else notify('Some enrollment data could not be loaded', { type: 'warning' });
    // Once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rulesFailed, enrollmentsFailed]);

  const showPreview = (rule: EnrollmentRule, answer: RulePreview) => {
    setPreview({ rule, preview: answer });
    setTab('preview');
  };

  return (
    <>
      <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="rules" label={`Rules (${rules.total ?? rules.data?.length ?? 0})`} />
        <Tab value="manual" label="Manual Assignment" />
        <Tab value="enrollments" label={`Recent Enrollments (${enrollments.total ?? enrollments.data?.length ?? 0})`} />
        <Tab value="analytics" label="Analytics Dashboard" />
        {preview && <Tab value="preview" label="Preview" />}
      </Tabs>
      <Box sx={{ p: 2, overflow: 'auto', flex: 1 }}>
        {tab === 'rules' && <RulesTab sequenceId={sequence.id} rules={rules.data ?? []} isPending={rules.isPending && !rulesFailed} onPreview={showPreview} canWrite={canWrite} />}
        {tab === 'manual' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography variant="body2">
              Search contacts by name, email or company, select them in bulk, choose the starting step and custom delays. Consent,
              unsubscribed and bounced checks run automatically, and contacts already enrolled in this sequence are not enrolled twice.
            </Typography>
            <Button variant="contained" onClick={() => setAssigning(true)}>Assign Contacts</Button>
          </Stack>
        )}
        {tab === 'enrollments' && (
          <RecentEnrollmentsTab sequenceId={sequence.id} enrollments={enrollments.data ?? []} isPending={enrollments.isPending && !enrollmentsFailed} />
        )}
        {tab === 'analytics' && <SequenceAnalyticsDashboard sequenceId={sequence.id} />}
        {tab === 'preview' && preview && <RulePreviewTab ruleName={preview.rule.name} preview={preview.preview} />}
      </Box>
      <ManualAssignmentDialog open={assigning} sequence={sequence} onClose={() => setAssigning(false)} />
    </>
  );
};

export const EnrollmentDrawer = ({ open, sequence, onClose }: EnrollmentDrawerProps) => (
  <Drawer anchor="right" open={open && sequence !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: 900 }, display: 'flex' } } }}>
    {sequence && (
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} role="region" aria-label={`Enrollment Rules - ${sequence.name}`}>
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>{`Enrollment Rules - ${sequence.name}`}</Typography>
          <IconButton aria-label="Close" onClick={onClose}><CloseIcon /></IconButton>
        </Stack>
        <DrawerBody key={sequence.id} sequence={sequence} />
      </Box>
    )}
  </Drawer>
);
