/**
 * The sequence side of the call follow-up policy, as the leads module sees it. The enrollment module implements it
 * (and provides it app-wide); leads never imports enrollment, because enrollment already depends on leads (its
 * criteria name lead sources) and the module graph allows no cycle. Without an implementation (a process that does
 * not serve the enrollment module) the sequence actions are reported as unavailable on the timeline.
 */

/** The answer to "enroll this contact in the sequence named N". `reason` is short and lower-case ("already enrolled"). */
export type SequenceEnrollAnswer =
  | { enrolled: true; sequenceName: string; enrollmentId: string }
  | { enrolled: false; sequenceName: string; reason: string };

/** DI token and contract (an abstract class, so it is both). */
export abstract class CallSequenceActions {
  /** Enrolls the contact in the live sequence with that name (case-insensitive); never throws for an ordinary refusal. */
  abstract enrollByName(sequenceName: string, contactId: string): Promise<SequenceEnrollAnswer>;

  /** Ends every live run of the contact with the reason; answers how many ended. */
  abstract endRuns(contactId: string, reason: string): Promise<number>;
}
