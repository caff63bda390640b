import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { formatDateTime } from '../format/date';
import { useAppIdentity } from '../layout/use-app-identity';
import type { DomainHold } from '../providers/mailbox-pause-methods';
import { withoutFullStop } from './PausedMailboxAlerts';
import { useDomainHolds } from './use-paused-mailboxes';

/** "Mail to {domain} held back until {local time}: {why}": one held domain's line. */
export const heldDomainText = (hold: Pick<DomainHold, 'domain' | 'held_until' | 'reason'>): string =>
  `Mail to ${hold.domain} held back until ${formatDateTime(hold.held_until)}: ${withoutFullStop(hold.reason)}`;

/**
 * Under the paused-mailbox alerts: one warning listing the recipient domains held back after a policy refusal
 * (nothing goes to them until the hold ends; everyone else is mailed as usual), with, for admins, a Release button
 * per domain. Nothing when no domain is held.
 */
export const HeldDomainAlerts = () => {
  const { identity } = useAppIdentity();
  const { items, release, releasing } = useDomainHolds();
  if (items.length === 0) return null;
  const isAdmin = identity?.role === 'admin';
  return (
    <Alert severity="warning" data-testid="held-domain-alerts" sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
      <AlertTitle>{items.length === 1 ? 'One recipient domain held back' : `${items.length} recipient domains held back`}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {items.length === 1
          ? 'Its receiving server refused one of our emails, so nothing is sent there until the hold ends.'
          : 'Each one’s receiving server refused one of our emails, so nothing is sent there until its hold ends.'}{' '}
        Other recipients are mailed as usual.
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Held recipient domains">
        {items.map((hold) => (
          <Box
            component="li"
            key={hold.domain}
            data-testid="held-domain"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{heldDomainText(hold)}</Typography>
            {isAdmin ? (
              <Button
                color="inherit"
                size="small"
                startIcon={<LockOpenIcon />}
                disabled={releasing !== null}
                onClick={() => release(hold.domain)}
                aria-label={`Release ${hold.domain}`}
                sx={{ flexShrink: 0 }}
              >
                Release
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
    </Alert>
  );
};
