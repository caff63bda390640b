import type { RuleStatus } from 'src/modules/sequences/sequences.constants';

/**
 * The enrollment rule status machine. Actions and the statuses they leave:
 * - start: draft → active, and paused → active (resume is the same call);
 * - pause: active → paused;
 * - stop:  active → stopped, and paused → stopped (a paused rule can be ended without resuming it first).
 * stopped and completed are final: nothing leaves them (a stopped rule cannot be restarted; create a new rule).
 * completed is reached by the rule runner (end date passed), never by an action.
 */
export const RULE_ACTIONS = ['start', 'pause', 'stop'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export const RULE_TRANSITIONS: Record<RuleAction, { from: readonly RuleStatus[]; to: RuleStatus }> = {
  start: { from: ['draft', 'paused'], to: 'active' },
  pause: { from: ['active'], to: 'paused' },
  stop: { from: ['active', 'paused'], to: 'stopped' },
};

/** The status an action leads to from `current`, or null when the move is not allowed. */
export function nextRuleStatus(current: RuleStatus, action: RuleAction): RuleStatus | null {
  const transition = RULE_TRANSITIONS[action];
  return transition.from.includes(current) ? transition.to : null;
}

/** 'Cannot pause a rule that is draft'. */
export const illegalMoveMessage = (action: RuleAction, current: RuleStatus): string => `Cannot ${action} a rule that is ${current}`;

/** The statuses in which a rule may be edited: not yet started, or paused (an active rule is paused first). */
export const EDITABLE_RULE_STATUSES: readonly RuleStatus[] = ['draft', 'paused'];
