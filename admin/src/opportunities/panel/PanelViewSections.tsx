import { Box, Button, Collapse, Link, Typography } from '@mui/material';
import CallIcon from '@mui/icons-material/CallOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/PersonOutline';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { useId, useState } from 'react';
import type { OpportunityListItem } from '../../api/types';
import { CallHistoryList } from '../../calls/CallHistoryList';
import { CallOutcomeTracker } from '../../calls/CallOutcomeTracker';
import { formatShortDate } from '../../format/date';
import { formatPhoneDisplay } from '../../format/phone';
import { callTrackerApplies } from '../shared/opportunity-rules';
import { StatusBadge } from '../shared/StatusBadge';
import { CallTasksSection } from './CallTasksSection';
import { DuplicatesSection } from './DuplicatesSection';
import { hubspotDealLink } from './panel-rules';
import { Field, FieldList, PanelSection } from './PanelSection';
import { RecentActivity } from './RecentActivity';

const NOT_PROVIDED = 'Not provided';

const RawData = ({ item }: { item: OpportunityListItem }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ color: 'text.secondary' }}
      >
        Debug: Raw Data
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          id={id}
          component="pre"
          data-testid="raw-data"
          sx={{
            mt: 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'text.primary',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 12,
            overflow: 'auto',
            maxHeight: 320,
          }}
        >
          {JSON.stringify(item, null, 2)}
        </Box>
      </Collapse>
    </Box>
  );
};

/**
 * The view-mode sections of the opportunity side panel. A read-only (merged) lead offers no merge of its own and shows
 * only its call history (calls are logged on the primary).
 */
export const PanelViewSections = ({ item, readOnly = false }: { item: OpportunityListItem; readOnly?: boolean }) => {
  const origin = item.raw.origin_address;
  const destination = item.raw.destination_address;
  const dealLink = hubspotDealLink(item);
  return (
    <>
      <PanelSection title="Customer Information" icon={<PersonIcon fontSize="small" />}>
        <FieldList>
          <Field label="Name">{item.customer || 'Unknown'}</Field>
          <Field label="Email">{item.email || NOT_PROVIDED}</Field>
          <Field label="Phone">{item.phone ? formatPhoneDisplay(item.phone) : NOT_PROVIDED}</Field>
        </FieldList>
      </PanelSection>

      <DuplicatesSection item={item} readOnly={readOnly} />

      {item.move_date ? (
        <PanelSection title="Move Details" icon={<LocalShippingIcon fontSize="small" />}>
          <FieldList>
            <Field label="Move Date">{formatShortDate(item.move_date)}</Field>
          </FieldList>
        </PanelSection>
      ) : null}

      {origin || destination ? (
        <PanelSection title="Addresses" icon={<PlaceIcon fontSize="small" />}>
          <FieldList>
            <Field label="Origin">{origin || NOT_PROVIDED}</Field>
            <Field label="Destination">{destination || NOT_PROVIDED}</Field>
          </FieldList>
        </PanelSection>
      ) : null}

      <PanelSection title="Status & Sync" icon={<SyncIcon fontSize="small" />}>
        <FieldList>
          <Field label="Status">
            <StatusBadge status={item.status} />
          </Field>
          <Field label="Synced to HubSpot">{item.synced ? 'Yes' : 'No'}</Field>
        </FieldList>
        {dealLink ? (
          <Link
            href={dealLink}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
          >
            View in HubSpot
            <OpenInNewIcon fontSize="inherit" aria-hidden />
          </Link>
        ) : null}
      </PanelSection>

      <PanelSection title="Customer Service Calls" icon={<CallIcon fontSize="small" />}>
        {readOnly ? (
          <CallHistoryList opportunityId={item.id} />
        ) : callTrackerApplies({ leadSource: item.raw.lead_source, phone: item.phone, owner: item.raw.owner, assignee: item.raw.assignee }) ? (
          <CallOutcomeTracker opportunityId={item.id} defaultPhone={item.phone} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not applicable for automated email leads
          </Typography>
        )}
      </PanelSection>

      <CallTasksSection opportunityId={item.id} />

      <RecentActivity opportunityId={item.id} />

      <RawData item={item} />
    </>
  );
};
