import { useState } from 'react';
import { Box, Grid, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import type { OpportunityDetail } from '../../api/types';
import { MergedLeadAlert } from '../shared/MergedLeadAlert';
import { ActivityTimeline } from './ActivityTimeline';
import { AdditionalInfoCard } from './AdditionalInfoCard';
import { CallTasksCard } from './CallTasksCard';
import { CustomerInfoCard } from './CustomerInfoCard';
import { CustomerServiceCallsCard } from './CustomerServiceCallsCard';
import { DetailHeader } from './DetailHeader';
import { DuplicatesCard } from './DuplicatesCard';
import { DetailLoadError, DetailNotFound, DetailSkeleton } from './DetailStates';
import { detailSyncLabel, isNotFound } from './detail-rules';
import { MoveDetailsCard } from './MoveDetailsCard';
import { PrintStyles } from './PrintStyles';
import { QuickActionsCard } from './QuickActionsCard';
import { useOpportunityDetail } from './use-opportunity-detail';

/** A lead merged into another is read-only: a note links to the primary, and nothing on the page edits it. */
const DetailContent = ({ detail }: { detail: OpportunityDetail }) => {
  const [editingCustomer, setEditingCustomer] = useState(false);
  const primaryTracking = detail.merged_into_tracking;
  const readOnly = Boolean(primaryTracking);
  const editing = editingCustomer && !readOnly;
  return (
    <Box data-testid="opportunity-detail">
      <PrintStyles />
      <DetailHeader detail={detail} editing={editing} readOnly={readOnly} onEdit={() => setEditingCustomer(true)} />
      {primaryTracking ? (
        <Box sx={{ mb: 3 }}>
          <MergedLeadAlert primaryTracking={primaryTracking} />
        </Box>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            <CustomerInfoCard detail={detail} editing={editing} onEditingChange={setEditingCustomer} />
            <DuplicatesCard detail={detail} />
            <MoveDetailsCard detail={detail} readOnly={readOnly} />
            <CustomerServiceCallsCard detail={detail} readOnly={readOnly} />
            <CallTasksCard opportunityId={detail.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={3}>
            <QuickActionsCard detail={detail} readOnly={readOnly} />
            <AdditionalInfoCard detail={detail} />
            <ActivityTimeline opportunityId={detail.id} syncing={detailSyncLabel(detail) === 'Syncing'} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};

/** /opportunities/{trackingNumber}: the full opportunity detail page */
const OpportunityDetailPage = () => {
  const { trackingNumber = '' } = useParams();
  usePageTitle(`Opportunity #${trackingNumber}`);
  const { data, isPending, error, refetch, isFetching } = useOpportunityDetail(trackingNumber);

  if (isPending) return <DetailSkeleton />;
  // A failed background refresh keeps showing the last good record.
  if (data) return <DetailContent key={data.id} detail={data} />;
  if (isNotFound(error)) return <DetailNotFound tracking={trackingNumber} />;
  return <DetailLoadError onRetry={() => void refetch()} retrying={isFetching} />;
};

export default OpportunityDetailPage;
