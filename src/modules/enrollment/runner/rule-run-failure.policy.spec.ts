import { QueryFailedError } from 'typeorm';
import { CriteriaError } from 'src/modules/sequences/criteria/criteria.errors';
import { isRuleProblem, ruleFailureReason } from './rule-run-failure.policy';

const pgError = (code: string, message: string): Error => Object.assign(new Error(message), { code });
const wrapped = (code: string, message: string): QueryFailedError => new QueryFailedError('SELECT 1', [], pgError(code, message));

describe('rule run failures', () => {
  it('calls a failure of the rule itself a rule problem: data exceptions, criteria it cannot compile, anything unknown', () => {
    expect(isRuleProblem(wrapped('22008', 'date/time field value out of range: "1000000000"'))).toBe(true);
    expect(isRuleProblem(pgError('22003', 'integer out of range'))).toBe(true);
    expect(isRuleProblem(new CriteriaError([{ path: 'filters[0].field', message: 'unknown field "bogus"' }]))).toBe(true);
    expect(isRuleProblem(new RangeError('Invalid time zone specified: Mars/Olympus'))).toBe(true);
  });

  it('leaves outages and contention to the next run', () => {
    expect(isRuleProblem(wrapped('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isRuleProblem(pgError('40P01', 'deadlock detected'))).toBe(false);
    expect(isRuleProblem(pgError('40001', 'could not serialize access'))).toBe(false);
    expect(isRuleProblem(pgError('55P03', 'could not obtain lock'))).toBe(false);
    expect(isRuleProblem(pgError('53300', 'too many connections'))).toBe(false);
    expect(isRuleProblem(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isRuleProblem(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('words the reason with the error, on one line, at most 500 characters', () => {
    expect(ruleFailureReason(wrapped('22008', 'date/time field value\nout of range'))).toBe('The runner could not run this rule: date/time field value out of range');
    const long = ruleFailureReason(new Error('x'.repeat(2000)));
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
    expect(ruleFailureReason('odd')).toBe('The runner could not run this rule: odd');
  });
});
