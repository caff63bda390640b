import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SequenceStep } from '../../../../api/types';
import { draftOf, newStep, stepInput, stepProblems, stepReady, testSendHint, testSendProblem } from '../../designer-rules';
import SequenceDesignerPage from '../../SequenceDesignerPage';
import { designerMethods, renderSequenceScreen, savedStep, sequence, template } from '../../test/sequence-test-kit';
import { STEP_TYPES, stepType } from '../step-types';
import { callStep } from './call-step';
import { CALL_NO_TEST_SEND, DEFAULT_CALL_ROUTES } from './call-rules';

const DEFAULT_CONFIG = { expire_hours: 48, routes: { ...DEFAULT_CALL_ROUTES } };
const callSaved = (order: number, config: SequenceStep['config'] = null): SequenceStep =>
  savedStep(order, null, 0, { type: 'call', subject: null, config });

const renderDesigner = (steps: SequenceStep[], methods = designerMethods()) =>
  renderSequenceScreen('/automation/sequences/:id/designer', <SequenceDesignerPage />, {
    path: '/automation/sequences/s1/designer',
    sequences: [{ ...sequence('s1'), steps }] as never[],
    templates: [template('t1', { name: 'Welcome' })],
    methods,
  });

const stepCard = (order: number) => screen.getByRole('article', { name: `Step ${order}` });
const expand = async (order: number) => userEvent.click(within(stepCard(order)).getByRole('button', { name: 'Expand' }));
const routeSelect = (order: number, outcome: string) => within(stepCard(order)).getByRole('combobox', { name: outcome });

describe('call step: its definition', () => {
  it('is registered as "call" and maps a new step to the config the server takes, with no template', () => {
    expect(stepType('call')).toBe(callStep);
    expect(STEP_TYPES.call?.label).toBe('Call Task Step');
    expect(stepInput({ ...newStep(1, 'call'), key: 'k1' })).toEqual({
      type: 'call',
      template_id: null,
      subject_override: null,
      from_override: null,
      config: DEFAULT_CONFIG,
      delay_seconds: 0,
      wait_until: null,
    });
  });

  it('reads a missing, partial or odd config with the defaults filled in', () => {
    expect(draftOf(callSaved(1))).toMatchObject({ type: 'call', expire_hours: '48', routes: DEFAULT_CALL_ROUTES });
    const partial = draftOf(callSaved(1, { expire_hours: 12, routes: { booked: 'end', voicemail: 3, answered: 'later', ghost: 'goal' } }));
    expect(partial).toMatchObject({ expire_hours: '12', routes: { ...DEFAULT_CALL_ROUTES, booked: 'end', voicemail: 3 } });
    expect(draftOf(callSaved(1, { routes: 'all next' }))).toMatchObject({ expire_hours: '48', routes: DEFAULT_CALL_ROUTES });
    expect(stepInput(partial)).toMatchObject({ config: { expire_hours: 12, routes: { ...DEFAULT_CALL_ROUTES, booked: 'end', voicemail: 3 } } });
  });

  it('finds routes that do not go to a later step, and hours out of range', () => {
    const email = { ...newStep(1), template_id: 't1' };
    const call = { ...newStep(2, 'call'), routes: { ...DEFAULT_CALL_ROUTES, no_answer: 1, booked: 2, voicemail: 4 } };
    const last = { ...newStep(3), template_id: 't1' };
    expect(stepProblems([email, call, last], 1)).toEqual([
      "Step 2: 'No Answer' goes to step 1, which is not a later step",
      "Step 2: 'Voicemail' goes to step 4, but the sequence has only 3 steps",
      "Step 2: 'Booked' goes to step 2, which is not a later step",
    ]);
    expect(stepReady([email, call, last], 1)).toBe(false);
    const fixed = { ...call, routes: { ...DEFAULT_CALL_ROUTES, no_answer: 3 as const } };
    expect(stepProblems([email, fixed, last], 1)).toEqual([]);
    for (const hours of ['0', '721', '1.5', '']) {
      expect(stepProblems([email, { ...fixed, expire_hours: hours }, last], 1)).toEqual(['Step 2: Expires after must be a whole number of hours from 1 to 720']);
    }
    expect(stepProblems([email, { ...fixed, expire_hours: '720' }, last], 1)).toEqual([]);
  });

  it('a first call step has nothing to test send', () => {
    const call = { ...newStep(1, 'call'), key: 'k1' };
    expect(testSendHint([call])).toBe(CALL_NO_TEST_SEND);
    expect(testSendProblem({ address: 'a@b.example', steps: [call], isNew: false })).toBe(CALL_NO_TEST_SEND);
    expect(testSendHint([{ ...newStep(1), template_id: 't1' }, call])).toBeNull();
  });
});

describe('call step: in the designer', () => {
  it('Add Step offers it; saving sends type call with its config and no template', async () => {
    const { methods } = renderDesigner([savedStep(1, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (1)' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose the step type' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Email Step', 'Call Task Step']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Call Task Step' }));

    const card = stepCard(2);
    expect(card).toHaveTextContent('Call Task Step');
    expect(card).toHaveTextContent("Creates a call task for the opportunity's assignee; the call's outcome decides what happens next.");
    expect(within(card).queryByRole('combobox', { name: /Template/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Template preview' })).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Expires after')).toHaveValue(48);
    expect(card).toHaveTextContent('Without an outcome by then, the run takes the No Answer path');
    expect(routeSelect(2, 'Booked')).toHaveTextContent('Goal reached (conversion)');
    expect(routeSelect(2, 'Wrong Number')).toHaveTextContent('End the sequence');

    // Adding a step schedules no autosave: Save sends it.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalled());
    const [, sent] = methods.saveSequenceSteps.mock.calls.at(-1)!;
    expect(sent[1]).toEqual({ type: 'call', template_id: null, subject_override: null, from_override: null, config: DEFAULT_CONFIG, delay_seconds: 0, wait_until: null });
  });

  it('shows a loaded call step with its routes and hours', async () => {
    renderDesigner([savedStep(1, 't1'), callSaved(2, { expire_hours: 24, routes: { no_answer: 3, booked: 'end' } }), savedStep(3, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (3)' });
    expect(stepCard(2)).toHaveTextContent('Call Task Step');
    await expand(2);
    expect(within(stepCard(2)).getByLabelText('Expires after')).toHaveValue(24);
    expect(routeSelect(2, 'No Answer')).toHaveTextContent('Go to step 3');
    expect(routeSelect(2, 'Booked')).toHaveTextContent('End the sequence');
    expect(routeSelect(2, 'Answered')).toHaveTextContent('Next step');
  });

  it('offers each later step, and sends "Go to step 3" for No Answer as routes.no_answer 3', async () => {
    const { methods } = renderDesigner([savedStep(1, 't1'), callSaved(2), savedStep(3, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (3)' });
    await expand(2);
    await userEvent.click(routeSelect(2, 'No Answer'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Next step', 'End the sequence', 'Goal reached (conversion)', 'Go to step 3']);
    await userEvent.click(screen.getByRole('option', { name: 'Go to step 3' }));
    expect(routeSelect(2, 'No Answer')).toHaveTextContent('Go to step 3');

    // The edit is saved on its own a second after it (the steps' autosave): waiting for that, rather than racing it
    // with a click on Save, holds however slowly the machine runs.
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalled());
    const [, sent] = methods.saveSequenceSteps.mock.calls.at(-1)!;
    expect(sent[1]).toMatchObject({ type: 'call', template_id: null, config: { expire_hours: 48, routes: { ...DEFAULT_CALL_ROUTES, no_answer: 3 } } });
  });

  it('a route that no longer goes forward (the call step moved below its target) shows the problem', async () => {
    renderDesigner([savedStep(1, 't1'), callSaved(2, { routes: { no_answer: 3 } }), savedStep(3, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (3)' });
    await userEvent.click(within(stepCard(2)).getByRole('button', { name: 'Move down' }));
    expect(stepCard(3)).toHaveTextContent('Call Task Step');
    await expand(3);
    const row = within(stepCard(3)).getByTestId('call-route-no_answer');
    expect(row).toHaveTextContent('Goes to step 3, which is not a later step');
    expect(routeSelect(3, 'No Answer')).toHaveTextContent('Go to step 3');
    expect(within(stepCard(3)).getByTestId('call-route-answered')).not.toHaveTextContent('not a later step');
  });

  it('an out-of-range expiry is marked on the field', async () => {
    renderDesigner([savedStep(1, 't1'), callSaved(2)]);
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await expand(2);
    const hours = within(stepCard(2)).getByLabelText('Expires after');
    await userEvent.clear(hours);
    await userEvent.type(hours, '900');
    expect(stepCard(2)).toHaveTextContent('Expires after must be a whole number of hours from 1 to 720');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
  });

  it('a first call step turns the test send off with the reason', async () => {
    renderDesigner([callSaved(1), savedStep(2, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (2)' });
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
    expect(screen.getByText(CALL_NO_TEST_SEND)).toBeInTheDocument();
  });
});
