/**
 * The door from an unsubscribe (suppression) to the contact's sequence runs (the runs module). The suppression module
 * owns this port and never imports runs: the runs module implements it (RunControlService ends each live run
 * with its event and timeline line) and provides it under CONTACT_RUNS; the composition root hands that provider to
 * UnsubscribeModule.register().
 */
export interface ContactRuns {
  /** Ends every live run of the contact with `reason`; answers how many. */
  stopAllForContact(contactId: string, reason: string): Promise<number>;
}

/** Nest injection token of the ContactRuns the runs module provides. */
export const CONTACT_RUNS = Symbol('CONTACT_RUNS');
