import { describe, expect, it } from 'vitest';
import {
  CANNOT_TEST_NEW,
  NO_STEPS_HINT,
  NO_STEPS_TO_TEST,
  TEST_ADDRESS_REQUIRED,
  anchorLabel,
  delayLabel,
  delayUnitOf,
  delayValueIn,
  moveStep,
  nameProblem,
  newStep,
  parseDelayInput,
  removeStep,
  stepInput,
  testSendHint,
  testSendProblem,
  toDelaySeconds,
  uniqueName,
} from './designer-rules';
import { placeholderParts } from './placeholders';
import { NO_TEMPLATE_HINT, NO_TEMPLATE_SELECTED, fromAddressProblem } from './steps/email/email-rules';

const steps = (count: number) => Array.from({ length: count }, (_, index) => ({ ...newStep(index + 1), key: `k${index + 1}` }));

describe('delays', () => {
  it('shows a stored delay in the unit its size calls for', () => {
    expect(delayUnitOf(0)).toBe('seconds');
    expect(delayUnitOf(59)).toBe('seconds');
    expect(delayUnitOf(60)).toBe('minutes');
    expect(delayUnitOf(3599)).toBe('minutes');
    expect(delayUnitOf(3600)).toBe('hours');
    expect(delayUnitOf(86399)).toBe('hours');
    expect(delayUnitOf(86400)).toBe('days');
    expect(delayValueIn(5400, 'hours')).toBe(1.5);
    expect(delayValueIn(90, 'minutes')).toBe(1.5);
  });

  it('labels a delay', () => {
    expect(delayLabel(0)).toBe('Immediately');
    expect(delayLabel(30)).toBe('After 30 seconds');
    expect(delayLabel(120)).toBe('After 2 minutes');
    expect(delayLabel(7200)).toBe('After 2 hours');
    expect(delayLabel(3 * 86400)).toBe('After 3 days');
    expect(delayLabel(86400)).toBe('After 1 day');
  });

  it('reads a typed delay as a non-negative whole number, anything else as 0', () => {
    expect(parseDelayInput('12')).toBe(12);
    expect(parseDelayInput('-3')).toBe(0);
    expect(parseDelayInput('1.5')).toBe(0);
    expect(parseDelayInput('abc')).toBe(0);
    expect(parseDelayInput('')).toBe(0);
    expect(toDelaySeconds(2, 'days')).toBe(172800);
    expect(toDelaySeconds(5, 'minutes')).toBe(300);
  });

  it('labels a move-date anchor', () => {
    expect(anchorLabel({ anchor: 'move_date', offset_days: -7, send_hour: 9 })).toBe('Send 7 days before the move date at 9:00');
    expect(anchorLabel({ anchor: 'move_date', offset_days: -1, send_hour: 14 })).toBe('Send 1 day before the move date at 14:00');
    expect(anchorLabel({ anchor: 'move_date', offset_days: 0, send_hour: 8 })).toBe('Send on the move date at 8:00');
  });
});

describe('steps', () => {
  it('starts a step as email, no template, no subject, the company sender, no delay', () => {
    expect(stepInput(newStep(1))).toEqual({ type: 'email', template_id: null, subject_override: null, from_override: null, config: null, delay_seconds: 0, wait_until: null });
  });

  it('renumbers step_order from 1 when moving and removing', () => {
    const moved = moveStep(steps(3), 2, -1);
    expect(moved.map((step) => step.key)).toEqual(['k1', 'k3', 'k2']);
    expect(moved.map((step) => step.step_order)).toEqual([1, 2, 3]);
    expect(moveStep(moved, 0, -1)).toBe(moved);
    expect(moveStep(moved, 2, 1)).toBe(moved);
    const removed = removeStep(moved, 0);
    expect(removed.map((step) => [step.key, step.step_order])).toEqual([['k3', 1], ['k2', 2]]);
  });
});

describe('test send rules', () => {
  it('gives the hint that keeps the button off', () => {
    expect(testSendHint([])).toBe(NO_STEPS_HINT);
    expect(testSendHint([{ template_id: null }])).toBe(NO_TEMPLATE_HINT);
    expect(testSendHint([{ template_id: 't1' }])).toBeNull();
  });

  it('checks address, steps, first template, then a saved sequence', () => {
    expect(testSendProblem({ address: ' ', steps: [{ template_id: 't1' }], isNew: false })).toBe(TEST_ADDRESS_REQUIRED);
    expect(testSendProblem({ address: 'a@b.example', steps: [], isNew: false })).toBe(NO_STEPS_TO_TEST);
    expect(testSendProblem({ address: 'a@b.example', steps: [{ template_id: null }], isNew: false })).toBe(NO_TEMPLATE_SELECTED);
    expect(testSendProblem({ address: 'a@b.example', steps: [{ template_id: 't1' }], isNew: true })).toBe(CANNOT_TEST_NEW);
    expect(testSendProblem({ address: 'a@b.example', steps: [{ template_id: 't1' }], isNew: false })).toBeNull();
  });
});

describe('from address', () => {
  it('accepts empty, a bare address or a named one', () => {
    expect(fromAddressProblem('')).toBeNull();
    expect(fromAddressProblem('moves@movers.example')).toBeNull();
    expect(fromAddressProblem('Moves Team <moves@movers.example>')).toBeNull();
    expect(fromAddressProblem('moves team')).toMatch(/^Enter an email address/);
  });
});

describe('names and placeholders', () => {
  it('requires a name after trimming and offers a unique one', () => {
    expect(nameProblem('   ')).toBe('Sequence name is required');
    expect(nameProblem(' Spring ')).toBeNull();
    expect(uniqueName(' Spring ', new Date(2026, 10, 23, 9, 5, 7))).toBe('Spring (2026-11-23 09:05:07)');
  });

  it('cuts text around its placeholders', () => {
    expect(placeholderParts('Hi {{firstName}}, see you {{ moveDate }}!')).toEqual([
      { text: 'Hi ', placeholder: false },
      { text: '{{firstName}}', placeholder: true },
      { text: ', see you ', placeholder: false },
      { text: '{{ moveDate }}', placeholder: true },
      { text: '!', placeholder: false },
    ]);
  });
});
