export interface CallOutcomeTrackerProps {
  opportunityId: string;
  /** Prefills "Phone Number Called" when the opportunity has a phone. */
  defaultPhone?: string | null;
}

/** Placeholder: the Call Outcome Tracker (seed 000 §2) is being built. */
export const CallOutcomeTracker = (_props: CallOutcomeTrackerProps) => null;
