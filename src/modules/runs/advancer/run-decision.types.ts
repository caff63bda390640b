/** What the advancer decides after a send: the next step as stored, and whether the run moves on or ends. */

export interface NextStep {
  step_order: number;
  delay_seconds: number;
  wait_until: unknown;
}

export type AfterSend =
  | { kind: 'advance'; step: number; at: Date }
  | { kind: 'end'; status: 'completed'; reason: 'completed' | 'move_date_passed' | 'no_move_date' | 'call_outcome' | 'goal_reached' };
