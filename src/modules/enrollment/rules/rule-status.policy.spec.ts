import { RULE_STATUSES, type RuleStatus } from 'src/modules/sequences/sequences.constants';
import { illegalMoveMessage, nextRuleStatus, RULE_ACTIONS, type RuleAction } from './rule-status.policy';

describe('rule status machine', () => {
  const legal: [RuleStatus, RuleAction, RuleStatus][] = [
    ['draft', 'start', 'active'],
    ['paused', 'start', 'active'],
    ['active', 'pause', 'paused'],
    ['active', 'stop', 'stopped'],
    ['paused', 'stop', 'stopped'],
  ];

  it.each(legal)('should move %s --%s--> %s', (from, action, to) => {
    expect(nextRuleStatus(from, action)).toBe(to);
  });

  it('should refuse every other move, and nothing ever leaves stopped or completed', () => {
    const allowed = new Set(legal.map(([from, action]) => `${from}:${action}`));
    const refused: string[] = [];
    for (const from of RULE_STATUSES) {
      for (const action of RULE_ACTIONS) if (!allowed.has(`${from}:${action}`)) refused.push(`${from}:${action}=${String(nextRuleStatus(from, action))}`);
    }
    expect(refused).toEqual([
      'draft:pause=null', 'draft:stop=null', 'active:start=null', 'paused:pause=null',
      'stopped:start=null', 'stopped:pause=null', 'stopped:stop=null',
      'completed:start=null', 'completed:pause=null', 'completed:stop=null',
    ]);
  });

  it('should name the action and the current status in the refusal', () => {
    expect(illegalMoveMessage('pause', 'draft')).toBe('Cannot pause a rule that is draft');
  });
});
