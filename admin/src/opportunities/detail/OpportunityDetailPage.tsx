import { useState } from 'react';
import { Box, Grid, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import type { OpportunityDetail } from '../../api/types';
import { ActivityTimeline } from './ActivityTimeline';
import { AdditionalInfoCard } from './AdditionalInfoCard';
import { CallTasksCard } from './CallTasksCard';
import { CustomerInfoCard } from './CustomerInfoCard';
import { CustomerServiceCallsCard } from './CustomerServiceCallsCard';
import { DetailHeader } from './DetailHeader';
import { DetailLoadError, DetailNotFound, DetailSkeleton } from './DetailStates';
import { detailSyncLabel, isNotFound } from './detail-rules';
import { MoveDetailsCard } from './MoveDetailsCard';
import { PrintStyles } from './PrintStyles';
import { QuickActionsCard } from './QuickActionsCard';
import { useOpportunityDetail } from './use-opportunity-detail';

const DetailContent = ({ detail }: { detail: OpportunityDetail }) => {
  const [editingCustomer, setEditingCustomer] = useState(false);
  return (
    <Box data-testid="opportunity-detail">
      <PrintStyles />
      <DetailHeader detail={detail} editing={editingCustomer} onEdit={() => setEditingCustomer(true)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            <CustomerInfoCard detail={detail} editing={editingCustomer} onEditingChange={setEditingCustomer} />
            <MoveDetailsCard detail={detail} />
            <CustomerServiceCallsCard detail={detail} />
            <CallTasksCard opportunityId={detail.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={3}>
            <QuickActionsCard detail={detail} />
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
