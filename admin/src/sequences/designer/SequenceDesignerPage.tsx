import { useEffect } from 'react';
import { Alert, Box, Grid, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { SEQUENCES_LIST_PATH, testSendHint } from './designer-rules';
import { BehaviorCard } from './parts/BehaviorCard';
import { DesignerHeader } from './parts/DesignerHeader';
import { DetailsCard } from './parts/DetailsCard';
import { LeaveGuard } from './parts/LeaveGuard';
import { StepsCard } from './parts/StepsCard';
import { TestSendCard } from './parts/TestSendCard';
import { useDesignerTestSend } from './use-designer-test-send';
import { useSequenceDesigner } from './use-sequence-designer';

const DesignerSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading sequence">
    <Skeleton variant="text" width={260} height={48} />
    <Grid container spacing={3} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
    </Grid>
  </Box>
);

/** While there are unsaved changes, closing or reloading the tab asks first (in-app navigation: LeaveGuard). */
const useLeaveWarning = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};

const DesignerScreen = ({ routeId }: { routeId: string }) => {
  const designer = useSequenceDesigner(routeId);
  useLeaveWarning(designer.dirty);
  const testSend = useDesignerTestSend({ sequenceId: routeId, isNew: designer.isNew, steps: designer.steps, beforeSend: designer.flushSteps });
  usePageTitle(designer.isNew ? 'Create Sequence' : 'Edit Sequence');
  if (designer.loading) return <DesignerSkeleton />;
  return (
    <Box data-testid="sequence-designer">
      <LeaveGuard shouldAsk={designer.shouldAskBeforeLeaving} />
      <DesignerHeader
        isNew={designer.isNew}
        name={designer.details.name}
        dirty={designer.dirty}
        saving={designer.saving}
        backTo={designer.isNew ? SEQUENCES_LIST_PATH : `${SEQUENCES_LIST_PATH}/${encodeURIComponent(routeId)}`}
        onCancel={designer.cancel}
        onSave={(close) => void designer.save(close)}
        denied={designer.denied}
      />
      {designer.denied && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {`View only. ${designer.denied}: changes made here cannot be saved.`}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <DetailsCard details={designer.details} nameError={designer.nameError} onChange={designer.editDetails} />
            <BehaviorCard details={designer.details} steps={designer.steps} onChange={designer.editDetails} />
            <StepsCard steps={designer.steps} actions={designer.stepActions} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <TestSendCard
              address={testSend.address}
              onAddressChange={testSend.setAddress}
              testMode={testSend.testMode}
              onTestModeChange={testSend.setTestMode}
              hint={testSendHint(designer.steps)}
              sending={testSend.sending}
              result={testSend.result}
              onSend={() => void testSend.send()}
            />
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
};

/** /automation/sequences/{id}/designer (id may be `new`): the sequence's fields, behavior, steps and a test send. */
const SequenceDesignerPage = () => {
  const { id = 'new' } = useParams();
  // A new sequence, once created, moves to its id: a fresh screen loads it.
  return <DesignerScreen key={id} routeId={id} />;
};

export default SequenceDesignerPage;
