import { describe, expect, it } from 'vitest';
import { assigneeWords, closedWords, dueWords, isOverdue, orderForOpportunity, whenWords } from './call-task-format';
import { makeCallTask } from './call-tasks-test-data';

/** Local times, so the words do not depend on the machine's timezone. */
const at = (month: number, day: number, hour: number, minute = 0, year = 2026) => new Date(year, month - 1, day, hour, minute);
const iso = (date: Date) => date.toISOString();
const now = at(11, 27, 12);

describe('whenWords', () => {
  it('says today, tomorrow and yesterday with the hour, else the short date', () => {
    expect(whenWords(iso(at(11, 27, 16)), now)).toBe('today 4 pm');
    expect(whenWords(iso(at(11, 28, 9, 30)), now)).toBe('tomorrow 9:30 am');
    expect(whenWords(iso(at(11, 26, 17)), now)).toBe('yesterday 5 pm');
    expect(whenWords(iso(at(11, 20, 17)), now)).toBe('Nov 20, 5 pm');
    expect(whenWords(iso(at(1, 3, 8, 5, 2027)), now)).toBe('Jan 3, 2027, 8:05 am');
    expect(whenWords(null, now)).toBe('at an unknown time');
  });
});

describe('dueWords', () => {
  it('reads "due …" before the due time and "overdue since …" after it', () => {
    expect(dueWords(makeCallTask({ due_at: iso(at(11, 27, 16)) }), now)).toBe('due today 4 pm');
    expect(dueWords(makeCallTask({ due_at: iso(at(11, 20, 17)), overdue: true }), now)).toBe('overdue since Nov 20, 5 pm');
  });

  it('counts a task overdue once the clock passes its due time, even before the server says so; never a closed one', () => {
    expect(isOverdue(makeCallTask({ due_at: iso(at(11, 27, 11)), overdue: false }), now)).toBe(true);
    expect(isOverdue(makeCallTask({ due_at: iso(at(11, 27, 13)), overdue: false }), now)).toBe(false);
    expect(isOverdue(makeCallTask({ status: 'done', due_at: iso(at(11, 20, 17)), overdue: false }), now)).toBe(false);
  });
});

describe('closedWords and assigneeWords', () => {
  it('names the outcome in words, or how the task ended without one', () => {
    expect(closedWords(makeCallTask({ status: 'done', outcome: 'no_answer' }))).toBe('Outcome: no answer');
    expect(closedWords(makeCallTask({ status: 'done', outcome: 'booked' }))).toBe('Outcome: booked');
    expect(closedWords(makeCallTask({ status: 'expired', outcome: null }))).toBe('Expired without an outcome');
    expect(closedWords(makeCallTask({ status: 'open', run_live: false }))).toBe('No longer waiting: its run has ended');
  });

  it('says Unassigned when the task has no assignee', () => {
    expect(assigneeWords(makeCallTask({ assignee: 'Sam Rivera' }))).toBe('Sam Rivera');
    expect(assigneeWords(makeCallTask({ assignee: null }))).toBe('Unassigned');
    expect(assigneeWords(makeCallTask({ assignee: '  ' }))).toBe('Unassigned');
  });
});

describe('orderForOpportunity', () => {
  it('puts the tasks waiting on a call first, soonest due first, then the others in the order given', () => {
    const tasks = [
      makeCallTask({ id: 'done', status: 'done', outcome: 'answered' }),
      makeCallTask({ id: 'late', due_at: iso(at(11, 29, 9)) }),
      makeCallTask({ id: 'stale', run_live: false }),
      makeCallTask({ id: 'expired', status: 'expired' }),
      makeCallTask({ id: 'soon', due_at: iso(at(11, 28, 9)) }),
    ];
    expect(orderForOpportunity(tasks).map((task) => task.id)).toEqual(['soon', 'late', 'done', 'stale', 'expired']);
  });
});
