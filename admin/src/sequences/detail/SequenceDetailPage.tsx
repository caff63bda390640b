import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, IconButton, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useGetOne, useNotify, useRedirect } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useWriteDenied, WRITE_DENIED } from '../../access/write-access';
import { usePageTitle } from '../../layout/use-page-title';
import type { SequenceWithSteps } from '../../providers/sequences-methods';
import { SEQUENCES_LIST_PATH, designerPath, failureText } from '../designer/designer-rules';
import { FAILED_TO_LOAD } from '../designer/use-sequence-designer';
import { STATE_COLORS, STATE_LABELS } from './detail-format';
import { HistoryTab } from './parts/HistoryTab';
import { OverviewTab } from './parts/OverviewTab';

type DetailTab = 'overview' | 'history';

const DetailSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading sequence">
    <Skeleton variant="text" width={320} height={48} />
    <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
    <Stack direction="row" spacing={2}>
      {[0, 1, 2].map((card) => <Skeleton key={card} variant="rounded" height={96} sx={{ flex: 1 }} />)}
    </Stack>
    <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
  </Box>
);

/** Opens the designer; for a user who may not change the sequence it stays visible, disabled, saying why. */
const OpenDesignerButton = ({ id, denied }: { id: string; denied: string | undefined }) =>
  denied ? (
    <Tooltip title={`Open Designer: ${denied}`}>
      <span>
        <Button variant="contained" startIcon={<EditIcon />} disabled>Open Designer</Button>
      </span>
    </Tooltip>
  ) : (
    <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={designerPath(id)}>Open Designer</Button>
  );

/** /automation/sequences/{id}: tabs Overview, Designer (opens the designer) and History. */
const SequenceDetailPage = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const [tab, setTab] = useState<DetailTab>('overview');
  const { data: sequence, error } = useGetOne<SequenceWithSteps>('sequences', { id }, { enabled: Boolean(id), retry: false });
  usePageTitle(sequence?.name ?? 'Sequence');
  const denied = useWriteDenied(sequence ?? {}, WRITE_DENIED.sequence);

  useEffect(() => {
    if (!error) return;
    notify(failureText(error, FAILED_TO_LOAD), { type: 'error', title: FAILED_TO_LOAD });
    redirect(SEQUENCES_LIST_PATH);
  }, [error, notify, redirect]);

  if (!sequence) return <DetailSkeleton />;
  return (
    <Box data-testid="sequence-detail">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
          <Tooltip title="Back to sequences">
            <IconButton component={RouterLink} to={SEQUENCES_LIST_PATH} aria-label="Back to sequences"><ArrowBackIcon /></IconButton>
          </Tooltip>
          <Typography variant="h4" component="h1" noWrap>{sequence.name}</Typography>
          <Chip size="small" label={STATE_LABELS[sequence.state] ?? sequence.state} color={STATE_COLORS[sequence.state] ?? 'default'} />
        </Stack>
        <OpenDesignerButton id={id} denied={denied} />
      </Stack>
      <Card variant="outlined">
        <Tabs
          value={tab}
          // The Designer tab is its own page.
          onChange={(_event, next: DetailTab | 'designer') => (next === 'designer' ? navigate(designerPath(id)) : setTab(next))}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab value="overview" label="Overview" />
          <Tab value="designer" label="Designer" />
          <Tab value="history" label="History" />
        </Tabs>
        <CardContent>
          {tab === 'overview' && <OverviewTab sequence={sequence} />}
          {tab === 'history' && <HistoryTab sequenceId={String(sequence.id)} />}
        </CardContent>
      </Card>
    </Box>
  );
};

export default SequenceDetailPage;
