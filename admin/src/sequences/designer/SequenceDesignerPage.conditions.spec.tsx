import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { designerMethods, renderSequenceScreen, savedStep, sequence, template } from './test/sequence-test-kit';
import SequenceDesignerPage from './SequenceDesignerPage';

const ROUTE = '/automation/sequences/:id/designer';
const NO_PHONE = { filters: [{ field: 'has_phone', op: 'eq', value: false }] };

const renderDesigner = (steps = [savedStep(1, 't1', 0), savedStep(2, 't2', 7200)], methods = designerMethods()) =>
  renderSequenceScreen(ROUTE, <SequenceDesignerPage />, {
    path: '/automation/sequences/s1/designer',
    sequences: [{ ...sequence('s1', { name: 'Spring movers' }), steps }] as never[],
    templates: [template('t1', { name: 'Welcome' }), template('t2', { name: 'Reminder' })],
    methods,
  });

const stepCard = async (order: number) => screen.findByRole('article', { name: `Step ${order}` });

/** Expands the step card and opens its Conditions; answers the two condition parts. */
const openConditions = async (card: HTMLElement, button: 'Add condition' | 'Edit conditions') => {
  await userEvent.click(within(card).getByRole('button', { name: 'Expand' }));
  await userEvent.click(within(card).getByRole('button', { name: button }));
  return { skip: within(card).getByRole('group', { name: 'Skip this step if' }), stop: within(card).getByRole('group', { name: 'Stop the sequence at this step if' }) };
};

/** Adds a filter row in `part` and picks its field, then its value from a list or typed. */
const addFilter = async (part: HTMLElement, field: string, value: { pick: string } | { type: string }) => {
  await userEvent.click(within(part).getByRole('button', { name: 'Add filter' }));
  const fields = within(part).getAllByRole('combobox', { name: 'Field' });
  await userEvent.click(fields[fields.length - 1] as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: field }));
  if ('pick' in value) {
    const values = within(part).getAllByRole('combobox', { name: 'Value' });
    await userEvent.click(values[values.length - 1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: value.pick }));
  } else {
    const values = within(part).getAllByRole('textbox', { name: 'Value' });
    await userEvent.type(values[values.length - 1] as HTMLElement, value.type);
  }
};

describe('SequenceDesignerPage: step conditions', () => {
  it('shows a loaded condition on the folded card, and its filter in the editor', async () => {
    renderDesigner([savedStep(1, 't1', 0, { skip_if: NO_PHONE }), savedStep(2, 't2', 7200, { stop_if: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }] } })]);
    const first = await stepCard(1);
    expect(within(first).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByTestId('step-conditions-summary')).toHaveTextContent('Skipped if: Has phone number is No');
    expect(within(await stepCard(2)).getByTestId('step-conditions-summary')).toHaveTextContent('Sequence stops here if: Lead score at least 50');

    const { skip, stop } = await openConditions(first, 'Edit conditions');
    expect(within(skip).getByText('Skip this step if (every filter must match)')).toBeInTheDocument();
    expect(within(skip).getByRole('combobox', { name: 'Field' })).toHaveTextContent('Has phone number');
    expect(within(skip).getByRole('combobox', { name: 'Value' })).toHaveTextContent('No');
    expect(within(stop).queryByRole('combobox', { name: 'Field' })).not.toBeInTheDocument();
    expect(within(first).queryByText('Exclusions')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('starts folded with no summary on a step without conditions', async () => {
    renderDesigner();
    const first = await stepCard(1);
    expect(within(first).queryByTestId('step-conditions-summary')).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Expand' }));
    expect(within(first).getByRole('button', { name: 'Add condition' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByRole('group', { name: 'Skip this step if' })).not.toBeInTheDocument();
  });

  it('sends added conditions as { filters } with a boolean, then null once removed', async () => {
    const { methods } = renderDesigner();
    const first = await stepCard(1);
    const { skip, stop } = await openConditions(first, 'Add condition');
    await addFilter(skip, 'Has phone number', { pick: 'No' });
    await addFilter(stop, 'Lead score', { type: '80' });
    expect(within(first).getByTestId('step-conditions-summary')).toHaveTextContent('Skipped if: Has phone number is No; Sequence stops here if: Lead score is 80');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sequence saved')).toBeInTheDocument();
    const [firstSent, secondSent] = methods.saveSequenceSteps.mock.lastCall?.[1] ?? [];
    expect(firstSent).toMatchObject({ id: 'st-1', skip_if: NO_PHONE, stop_if: { filters: [{ field: 'lead_score', op: 'eq', value: 80 }] } });
    // The untouched step keeps its conditions as loaded (none).
    expect(secondSent).toMatchObject({ id: 'st-2', skip_if: null, stop_if: null });

    await userEvent.click(within(skip).getByRole('button', { name: 'Remove filter' }));
    expect(within(first).getByTestId('step-conditions-summary')).toHaveTextContent(/^Sequence stops here if: Lead score is 80$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.saveSequenceSteps.mock.lastCall?.[1][0]).toMatchObject({ id: 'st-1', skip_if: null, stop_if: { filters: [{ field: 'lead_score', op: 'eq', value: 80 }] } }));
  });

  it("shows the server's refusal of a condition as a failed steps save", async () => {
    const methods = designerMethods();
    methods.saveSequenceSteps.mockRejectedValue(new ApiError({ message: 'Invalid sequence', status: 400, details: ['Step 1: stop_if: filters[0].value: Value must be a whole number from -100000 to 100000'] }));
    renderDesigner(undefined, methods);
    const { stop } = await openConditions(await stepCard(1), 'Add condition');
    await addFilter(stop, 'Lead score', { type: '999999' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save steps')).toBeInTheDocument();
    expect(screen.getByText('Step 1: stop_if: filters[0].value: Value must be a whole number from -100000 to 100000')).toBeInTheDocument();
    expect(methods.saveSequenceSteps.mock.lastCall?.[1][0]).toMatchObject({ stop_if: { filters: [{ field: 'lead_score', op: 'eq', value: 999999 }] } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
