import { Alert, Collapse, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, type UserIdentity } from 'react-admin';
import type { CallOutcome } from '../api/types';
import { formatPhoneDisplay } from '../format/phone';
import { CALL_MESSAGES, hasRequiredFields, recordErrorMessage } from './call-outcomes';
import { CallHistoryList } from './CallHistoryList';
import { CallOutcomeForm, type CallOutcomeFormFields } from './CallOutcomeForm';
import { OutcomeCards } from './OutcomeCards';
import { useRecordCallOutcome } from './use-call-outcomes';

export interface CallOutcomeTrackerProps {
  opportunityId: string;
  /** Prefills "Phone Number Called" when the opportunity has a phone. */
  defaultPhone?: string | null;
}

interface TrackerAlert {
  severity: 'success' | 'error' | 'warning';
  text: string;
}

const identityName = (identity: UserIdentity | undefined): string => {
  if (!identity) return '';
  const name: unknown = typeof identity.displayName === 'string' && identity.displayName ? identity.displayName : identity.fullName;
  return typeof name === 'string' ? name : '';
};

/**
 * The Call Outcome Tracker: seven outcome cards; choosing one reveals the form (prefilled with the signed-in user
 * and the opportunity's phone); below it the Call History. Messages show as an alert inside the tracker.
 */
export const CallOutcomeTracker = ({ opportunityId, defaultPhone }: CallOutcomeTrackerProps) => {
  const { identity } = useGetIdentity();
  const record = useRecordCallOutcome(opportunityId);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [alert, setAlert] = useState<TrackerAlert | null>(null);
  const defaults: CallOutcomeFormFields = { agent: identityName(identity), phone: formatPhoneDisplay(defaultPhone ?? null), notes: '' };

  const select = (value: CallOutcome) => {
    setOutcome(value);
    setAlert(null);
  };

  const submit = async (values: CallOutcomeFormFields) => {
    const input = { outcome, ...values };
    if (!hasRequiredFields(input)) {
      setAlert({ severity: 'warning', text: CALL_MESSAGES.missingFields });
      return;
    }
    setAlert(null);
    try {
      await record.mutateAsync({
        opportunity_id: opportunityId,
        agent: input.agent.trim(),
        phone_number: input.phone.trim(),
        outcome: input.outcome,
        notes: input.notes.trim(),
      });
      // Closing the form unmounts it, so the next outcome starts from the prefill again.
      setOutcome(null);
      setAlert({ severity: 'success', text: CALL_MESSAGES.success });
    } catch (error) {
      setAlert({ severity: 'error', text: recordErrorMessage(error) });
    }
  };

  return (
    <Stack spacing={2} data-testid="call-outcome-tracker">
      <OutcomeCards selected={outcome} onSelect={select} disabled={record.isPending} />
      {alert ? <Alert severity={alert.severity}>{alert.text}</Alert> : null}
      <Collapse in={outcome !== null} unmountOnExit>
        <CallOutcomeForm defaultValues={defaults} onSubmit={submit} submitting={record.isPending} />
      </Collapse>
      <CallHistoryList opportunityId={opportunityId} />
    </Stack>
  );
};
