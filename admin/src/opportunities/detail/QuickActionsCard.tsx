import type { ReactNode } from 'react';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useNotify } from 'react-admin';
import type { OpportunityDetail } from '../../api/types';
import { requeueErrorMessage } from '../shared/action-errors';
import { SyncBadge } from '../shared/SyncBadge';
import { DetailCard } from './DetailCard';
import { detailSyncLabel } from './detail-rules';
import { useRequeueSync } from './use-opportunity-detail';

/** A link styled as a button; a disabled button when there is nowhere to go. */
const ActionLink = ({ href, icon, newTab = false, children }: { href: string | null; icon: ReactNode; newTab?: boolean; children: ReactNode }) =>
  href ? (
    <Button variant="outlined" startIcon={icon} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Button>
  ) : (
    <Button variant="outlined" startIcon={icon} disabled>
      {children}
    </Button>
  );

/**
 * Quick Actions: call, email, re-queue the CRM sync, open the CRM deal; with the current sync state. A lead merged into
 * another (`readOnly`) offers no call, no email and no re-queue: the primary lead is the one worked on and synced.
 */
export const QuickActionsCard = ({ detail, readOnly = false }: { detail: OpportunityDetail; readOnly?: boolean }) => {
  const notify = useNotify();
  const requeue = useRequeueSync(detail);
  const label = detailSyncLabel(detail);
  // Staff may push a synced lead again (say, after a change in HubSpot); only a sync already queued or running
  // makes another request pointless.
  const requeueAllowed = label !== 'Syncing';

  const onRequeue = async () => {
    try {
      await requeue.mutateAsync();
      notify('CRM sync re-queued', { type: 'success' });
    } catch (error) {
      notify(requeueErrorMessage(error), { type: 'error' });
    }
  };

  return (
    <DetailCard title="Quick Actions" icon={<BoltIcon />}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          CRM sync
        </Typography>
        <Box data-testid="detail-sync-state">
          <SyncBadge label={label} />
        </Box>
      </Box>
      <Stack spacing={1} className="no-print">
        {readOnly ? null : (
          <>
            <ActionLink icon={<PhoneIcon />} href={detail.customer_phone ? `tel:${detail.customer_phone}` : null}>
              Call customer
            </ActionLink>
            <ActionLink icon={<EmailIcon />} href={detail.customer_email ? `mailto:${detail.customer_email}` : null}>
              Email customer
            </ActionLink>
          </>
        )}
        {readOnly ? null : (
          <Tooltip title={requeueAllowed ? '' : 'A sync is already queued or running'}>
            <Box component="span" sx={{ display: 'flex' }}>
              <Button
                fullWidth
                variant="outlined"
                startIcon={<ReplayIcon />}
                onClick={() => void onRequeue()}
                disabled={!requeueAllowed || requeue.isPending}
              >
                {requeue.isPending ? 'Re-queueing...' : 'Re-queue CRM sync'}
              </Button>
            </Box>
          </Tooltip>
        )}
        <ActionLink icon={<OpenInNewIcon />} href={detail.hubspot_deal_url ?? null} newTab>
          Open in HubSpot
        </ActionLink>
      </Stack>
    </DetailCard>
  );
};
