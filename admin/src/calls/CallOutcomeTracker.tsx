import { Alert, Collapse, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { formatPhoneDisplay } from '../format/phone';
import type { CallOutcome } from '../opportunities/opportunity-types';
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

/** Edited values; null means "not touched yet", so the prefill (signed-in user, opportunity phone) shows. */
type Draft = { agent: string | null; phone: string | null; notes: string };
const EMPTY_DRAFT: Draft = { agent: null, phone: null, notes: '' };

const identityName = (identity: { fullName?: string; [key: string]: unknown } | undefined): string => {
  if (!identity) return '';
  const name = typeof identity.displayName === 'string' && identity.displayName ? identity.displayName : identity.fullName;
  return typeof name === 'string' ? name : '';
};

/**
 * Seed 000 §2 Call Outcome Tracker: seven outcome cards; choosing one reveals the form; below it the Call
 * History. Messages (§8) show as an alert inside the tracker.
 */
export const CallOutcomeTracker = ({ opportunityId, defaultPhone }: CallOutcomeTrackerProps) => {
  const { identity } = useGetIdentity();
  const record = useRecordCallOutcome(opportunityId);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [alert, setAlert] = useState<TrackerAlert | null>(null);

  const values: CallOutcomeFormFields = {
    agent: draft.agent ?? identityName(identity),
    phone: draft.phone ?? formatPhoneDisplay(defaultPhone ?? null),
    notes: draft.notes,
  };

  const select = (value: CallOutcome) => {
    setOutcome(value);
    setAlert(null);
  };

  const submit = async () => {
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
      setOutcome(null);
      setDraft(EMPTY_DRAFT);
      setAlert({ severity: 'success', text: CALL_MESSAGES.success });
    } catch (error) {
      setAlert({ severity: 'error', text: recordErrorMessage(error) });
    }
  };

  return (
    <Stack spacing={2} data-testid="call-outcome-tracker">
      <OutcomeCards selected={outcome} onSelect={select} disabled={record.isPending} />
      {alert ? (
        <Alert severity={alert.severity}>
          {alert.text}
        </Alert>
      ) : null}
      <Collapse in={outcome !== null} unmountOnExit>
        <CallOutcomeForm
          values={values}
          onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
          onSubmit={() => void submit()}
          submitting={record.isPending}
        />
      </Collapse>
      <CallHistoryList opportunityId={opportunityId} />
    </Stack>
  );
};
