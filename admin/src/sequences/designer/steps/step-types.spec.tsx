import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '@mui/material';
import type { SequenceStep } from '../../../api/types';
import { createMemoryDataProvider } from '../../../test/memory-data-provider';
import { renderInAdmin } from '../../../test/render';
import { draftOf, newStep, stepInput, stepProblems, stepReady, testSendHint, testSendProblem, type DraftStep } from '../designer-rules';
import { StepCard } from '../parts/StepCard';
import SequenceDesignerPage from '../SequenceDesignerPage';
import { designerMethods, renderSequenceScreen, savedStep, sequence } from '../test/sequence-test-kit';
import { emailStep } from './email/email-step';
import { NO_TEMPLATE_HINT, NO_TEMPLATE_SELECTED } from './email/email-rules';
import { STEP_TYPES, stepType, type StepBodyProps, type StepTypeDefinition } from './step-types';

/** A second step type, made up here: a call task with a script. Registered by one line, as a real type would be. */
type FakeCallFields = { script: string };
const FAKE_TYPE = 'fake-call';
const fakeCallStep: StepTypeDefinition<FakeCallFields> = {
  type: FAKE_TYPE,
  label: 'Fake Call Step',
  newDraft: () => ({ script: '' }),
  fromApi: (step) => ({ script: String((step as unknown as { script?: string }).script ?? '') }),
  toApi: (step) => ({ script: step.script.trim() }),
  problems: (step, { wording }) => (step.script.trim() ? [] : [wording === 'hint' ? 'Write the call script to enable test sending' : 'No call script']),
  Card: ({ step, onChange, timing }: StepBodyProps<FakeCallFields>) => (
    <>
      <TextField label="Call Script" value={step.script} onChange={(event) => onChange({ script: event.target.value })} />
      {timing}
    </>
  ),
};

const register = () => {
  STEP_TYPES[FAKE_TYPE] = fakeCallStep;
};

afterEach(() => {
  delete STEP_TYPES[FAKE_TYPE];
});

const renderStepCard = (step: DraftStep, onChange = vi.fn()) => {
  const { provider } = createMemoryDataProvider({ templates: [] });
  const actions = { update: (_index: number, patch: Partial<DraftStep>) => onChange(patch), move: vi.fn(), remove: vi.fn() };
  renderInAdmin(<StepCard step={step} index={0} last stepCount={1} actions={actions} />, { dataProvider: provider });
  return { onChange, card: screen.getByRole('article', { name: 'Step 1' }) };
};

describe('step types: the registry', () => {
  it('answers the email type, and a step without a type is an email step', () => {
    expect(stepType('email')).toBe(emailStep);
    expect(STEP_TYPES.email).toBe(emailStep);
    expect(emailStep.label).toBe('Email Step');
    expect(newStep(1).type).toBe('email');
    expect(stepProblems([{ template_id: null }], 0)).toEqual([NO_TEMPLATE_SELECTED]);
    expect(stepProblems([{ template_id: null }], 0, 'hint')).toEqual([NO_TEMPLATE_HINT]);
  });

  it('maps an email step from the API and back through its definition', () => {
    const draft = draftOf(savedStep(1, 't1', 7200, { subject_override: ' Hi ', from_override: 'Moves <moves@movers.example>' }));
    expect(draft).toMatchObject({ type: 'email', template_id: 't1', subject_override: ' Hi ', delay_unit: 'hours' });
    expect(stepInput(draft)).toEqual({
      id: 'st-1',
      type: 'email',
      template_id: 't1',
      subject_override: 'Hi',
      from_override: 'Moves <moves@movers.example>',
      config: null,
      delay_seconds: 7200,
      wait_until: null,
      quiet_hours: null,
      skip_if: null,
      stop_if: null,
    });
  });
});

describe('step types: a type the designer does not know', () => {
  const pigeon = { ...savedStep(1, null, 60), type: 'carrier-pigeon', loft: 'north' } as unknown as SequenceStep;

  it('renders a read-only "Unknown step type" card instead of crashing', async () => {
    const { card } = renderStepCard(draftOf(pigeon));
    expect(card).toHaveTextContent('Unknown step type carrier-pigeon');
    expect(within(card).getByTestId('step-delay')).toHaveTextContent('After 1 minute');
    await userEvent.click(within(card).getByRole('button', { name: 'Expand' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Unknown step type carrier-pigeon: this designer cannot show or change it');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('radiogroup', { name: 'Timing' })).not.toBeInTheDocument();
  });

  it('keeps the step as saved, is never ready, and says why a test send cannot run', () => {
    const draft = draftOf(pigeon);
    expect(stepInput(draft)).toMatchObject({ id: 'st-1', type: 'carrier-pigeon', loft: 'north', template_id: null, delay_seconds: 60 });
    expect(stepReady([draft], 0)).toBe(false);
    expect(testSendHint([draft])).toBe('Unknown step type carrier-pigeon');
    expect(stepType('toString').label).toBe('Unknown step type toString');
  });
});

describe('step types: a new type needs only its definition and a line in the registry', () => {
  it('StepCard shows its label and its own Card, with the shared timing placed in it', async () => {
    register();
    const { card, onChange } = renderStepCard({ ...newStep(1, FAKE_TYPE), key: 'k1' });
    expect(within(card).getByText('Fake Call Step')).toBeInTheDocument();
    expect(within(card).getByTestId('step-delay')).toHaveTextContent('Immediately');
    expect(within(card).getByRole('radiogroup', { name: 'Timing' })).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Call Script'), 'H');
    expect(onChange).toHaveBeenLastCalledWith({ script: 'H' });
    expect(within(card).queryByRole('combobox', { name: /Template/ })).not.toBeInTheDocument();
  });

  it('designer-rules reports its problems and maps it to the API through it', () => {
    register();
    const blank = { ...newStep(1, FAKE_TYPE), key: 'k1' };
    expect(stepProblems([blank], 0)).toEqual(['No call script']);
    expect(stepReady([blank], 0)).toBe(false);
    expect(testSendHint([blank])).toBe('Write the call script to enable test sending');
    expect(testSendProblem({ address: 'a@b.example', steps: [blank], isNew: false })).toBe('No call script');
    const written = { ...blank, script: ' Ask about the move date ' };
    expect(stepReady([written], 0)).toBe(true);
    expect(testSendHint([written])).toBeNull();
    expect(stepInput(written)).toEqual({ type: FAKE_TYPE, script: 'Ask about the move date', delay_seconds: 0, wait_until: null });
  });

  it('the designer offers it under Add Step and autosaves it once it is ready', async () => {
    register();
    const methods = designerMethods();
    renderSequenceScreen('/automation/sequences/:id/designer', <SequenceDesignerPage />, {
      path: '/automation/sequences/s1/designer',
      sequences: [{ ...sequence('s1'), steps: [] }] as never[],
      methods,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose the step type' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Fake Call Step' }));
    const card = screen.getByRole('article', { name: 'Step 1' });
    expect(card).toHaveTextContent('Fake Call Step');
    expect(screen.getByText('Write the call script to enable test sending')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Call Script'), 'Hi');
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalledWith('s1', [{ type: FAKE_TYPE, script: 'Hi', delay_seconds: 0, wait_until: null }]), { timeout: 3000 });
  });
});
