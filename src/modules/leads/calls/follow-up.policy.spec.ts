import 'reflect-metadata';
import { InvalidConfigError, validateEnv } from 'src/config/validate-env';
import { DEFAULT_CALL_FOLLOW_UP_POLICY } from '../leads.config';
import { callbackDueAt, followUpActionName, isSequenceAction, parseFollowUpPolicy } from './follow-up.policy';

describe(parseFollowUpPolicy.name, () => {
  it('should map each outcome to its actions', () => {
    const sut = parseFollowUpPolicy('no_answer=callback_reminder, booked=set_status:booked,booked=callback_reminder');
    expect(sut.get('no_answer')).toEqual([{ kind: 'callback_reminder' }]);
    expect(sut.get('booked')).toEqual([{ kind: 'set_status', status: 'booked' }, { kind: 'callback_reminder' }]);
    expect(sut.get('answered')).toBeUndefined();
  });

  it('should refuse a malformed policy at boot, naming the setting', () => {
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x', CALL_FOLLOW_UP_POLICY: 'hung_up=call_again' })).toThrow(InvalidConfigError);
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x', CALL_FOLLOW_UP_POLICY: 'hung_up=call_again' })).toThrow(/CALL_FOLLOW_UP_POLICY/);
  });
});

describe('parseFollowUpPolicy sequence actions', () => {
  it('should read enroll:<sequence name> (spaces and hyphens kept) and end_runs', () => {
    const sut = parseFollowUpPolicy('no_answer=enroll: Missed-call follow-up ,booked=end_runs,booked=set_status:booked');
    expect(sut.get('no_answer')).toEqual([{ kind: 'enroll', sequence: 'Missed-call follow-up' }]);
    expect(sut.get('booked')).toEqual([{ kind: 'end_runs' }, { kind: 'set_status', status: 'booked' }]);
    expect(sut.get('no_answer')?.map(followUpActionName)).toEqual(['enroll:Missed-call follow-up']);
  });

  it('should refuse an enroll without a name and an unknown action, naming the entry', () => {
    expect(() => parseFollowUpPolicy('no_answer=enroll:  ')).toThrow(/CALL_FOLLOW_UP_POLICY: "no_answer=enroll:" must name a sequence/);
    expect(() => parseFollowUpPolicy('no_answer=call_again')).toThrow(/"no_answer=call_again" has an unknown action/);
  });

  it('should enroll missed calls and voicemails and end runs for booked, not interested and wrong number by default', () => {
    const sut = parseFollowUpPolicy(DEFAULT_CALL_FOLLOW_UP_POLICY);
    expect(sut.get('no_answer')).toEqual([{ kind: 'callback_reminder' }, { kind: 'enroll', sequence: 'Missed-call follow-up' }]);
    expect(sut.get('voicemail')).toEqual([{ kind: 'callback_reminder' }, { kind: 'enroll', sequence: 'Missed-call follow-up' }]);
    expect(sut.get('booked')).toEqual([{ kind: 'set_status', status: 'booked' }, { kind: 'end_runs' }]);
    expect(sut.get('not_interested')).toEqual([{ kind: 'set_status', status: 'ignored' }, { kind: 'end_runs' }]);
    expect(sut.get('wrong_number')).toEqual([{ kind: 'end_runs' }]);
    expect(sut.get('answered')).toBeUndefined();
  });

  it('should read do_not_contact as an action run after the call commits, in no default rule', () => {
    const sut = parseFollowUpPolicy('not_interested=set_status:ignored,not_interested=do_not_contact');
    expect(sut.get('not_interested')).toEqual([{ kind: 'set_status', status: 'ignored' }, { kind: 'do_not_contact' }]);
    expect(isSequenceAction({ kind: 'do_not_contact' })).toBe(true);
    expect(followUpActionName({ kind: 'do_not_contact' })).toBe('do_not_contact');
    expect([...parseFollowUpPolicy(DEFAULT_CALL_FOLLOW_UP_POLICY).values()].flat()).not.toContainEqual({ kind: 'do_not_contact' });
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x', CALL_FOLLOW_UP_POLICY: 'not_interested=do_not_contact' })).not.toThrow();
  });

  it('should accept the sequence actions at boot and still refuse a malformed one', () => {
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x', CALL_FOLLOW_UP_POLICY: 'no_answer=enroll:Missed-call follow-up,booked=end_runs' })).not.toThrow();
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x', CALL_FOLLOW_UP_POLICY: 'booked=end_all' })).toThrow(/CALL_FOLLOW_UP_POLICY/);
    expect(() => validateEnv({ DATABASE_URL: 'postgres://localhost/x' })).not.toThrow();
  });
});

describe('parseFollowUpPolicy statuses', () => {
  it('should refuse a status outside the documented vocabulary, naming the setting and the entry', () => {
    expect(() => parseFollowUpPolicy('booked=set_status:bogus')).toThrow(/CALL_FOLLOW_UP_POLICY: "booked=set_status:bogus" sets an unknown status/);
    expect(parseFollowUpPolicy('booked=set_status:ASSIGNED_TO_AGENCY').get('booked')).toEqual([{ kind: 'set_status', status: 'ASSIGNED_TO_AGENCY' }]);
  });
});

describe(callbackDueAt.name, () => {
  it.each([
    ['2026-11-23T16:00:00Z', 'America/New_York', '2026-11-24T14:00:00.000Z'], // Monday → Tuesday 9 am EST
    ['2026-11-27T16:00:00Z', 'America/New_York', '2026-11-30T14:00:00.000Z'], // Friday → Monday
    ['2026-11-28T10:00:00Z', 'America/New_York', '2026-11-30T14:00:00.000Z'], // Saturday → Monday
    ['2027-06-01T15:00:00Z', 'America/New_York', '2027-06-02T13:00:00.000Z'], // summer: 9 am EDT
    ['2027-06-01T15:00:00Z', 'America/Los_Angeles', '2027-06-02T16:00:00.000Z'], // 9 am in the company's own timezone
  ])('should schedule a callback after %s (%s) at %s', (from, timezone, due) => {
    expect(callbackDueAt(new Date(from), timezone).toISOString()).toBe(due);
  });
});
