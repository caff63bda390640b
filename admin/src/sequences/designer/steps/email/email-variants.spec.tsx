import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SequenceStep } from '../../../../api/types';
import { draftOf, newStep, stepInput, stepProblems, stepReady } from '../../designer-rules';
import SequenceDesignerPage from '../../SequenceDesignerPage';
import { renderSequenceScreen, savedStep, sequence, template } from '../../test/sequence-test-kit';
import { VARIANT_A_LABEL, WINNER_HELP, withoutVariant } from './email-variants';

const TEMPLATES = [template('t1', { name: 'Welcome' }), template('t2', { name: 'Reminder' }), template('t3', { name: 'Last call' })];
const withVariants = (order: number, config: SequenceStep['config']): SequenceStep => savedStep(order, 't1', 0, { config });

const renderDesigner = (steps: SequenceStep[]) =>
  renderSequenceScreen('/automation/sequences/:id/designer', <SequenceDesignerPage />, {
    path: '/automation/sequences/s1/designer',
    sequences: [{ ...sequence('s1'), steps }] as never[],
    templates: TEMPLATES,
  });

const stepCard = (order: number) => screen.getByRole('article', { name: `Step ${order}` });
const expand = async (order: number) => userEvent.click(within(stepCard(order)).getByRole('button', { name: 'Expand' }));
const variantPicker = (order: number, key: string) => within(stepCard(order)).getByRole('combobox', { name: new RegExp(`^Variant ${key} template`) });
const pick = async (combobox: HTMLElement, option: RegExp) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('email step variants: the rules', () => {
  it('reads the variants and winner from the config, and sends them back (none: config null)', () => {
    const draft = draftOf(withVariants(1, { variants: [{ template_id: 't2', subject_override: 'Hi B' }, { template_id: 't3' }], winner: 'C' }));
    expect(draft).toMatchObject({ variants: [{ template_id: 't2', subject_override: 'Hi B' }, { template_id: 't3', subject_override: '' }], winner: 'C' });
    expect(stepInput(draft)).toMatchObject({
      template_id: 't1',
      config: { variants: [{ template_id: 't2', subject_override: 'Hi B' }, { template_id: 't3', subject_override: null }], winner: 'C' },
    });
    expect(stepInput(draftOf(savedStep(1)))).toMatchObject({ config: null });
    // A winner that is not one of the variants is none.
    expect(draftOf(withVariants(1, { variants: [{ template_id: 't2' }], winner: 'C' }))).toMatchObject({ winner: null });
  });

  it('finds a variant without a template, and keeps the step from autosaving', () => {
    const first = { ...newStep(1), template_id: 't1', variants: [{ template_id: 't2', subject_override: '' }, { template_id: null, subject_override: 'Hi' }] };
    expect(stepProblems([first], 0)).toEqual(['Step 1: variant C needs a template']);
    expect(stepReady([first], 0)).toBe(false);
    const second = { ...newStep(2), template_id: null, variants: [{ template_id: null, subject_override: '' }] };
    expect(stepProblems([first, second], 1)).toEqual(['No template selected', 'Step 2: variant B needs a template']);
  });

  it('moves the winner along when a variant is removed', () => {
    const two = [{ template_id: 't2', subject_override: '' }, { template_id: 't3', subject_override: '' }];
    expect(withoutVariant({ variants: two, winner: 'C' }, 0)).toEqual({ variants: [two[1]], winner: 'B' });
    expect(withoutVariant({ variants: two, winner: 'B' }, 0)).toEqual({ variants: [two[1]], winner: null });
    expect(withoutVariant({ variants: two, winner: 'A' }, 1)).toEqual({ variants: [two[0]], winner: 'A' });
    expect(withoutVariant({ variants: [two[0]!], winner: 'A' }, 0)).toEqual({ variants: [], winner: null });
  });
});

describe('email step variants: in the designer', () => {
  it('adds variant B with a template, picks B as the winner, and saves config { variants, winner }', async () => {
    const { methods } = renderDesigner([savedStep(1, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (1)' });
    await expand(1);
    const card = stepCard(1);
    expect(within(card).queryByRole('group', { name: 'A/B test' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add A/B variant' }));

    const abTest = within(card).getByRole('group', { name: 'A/B test' });
    expect(abTest).toHaveTextContent(VARIANT_A_LABEL);
    expect(abTest).toHaveTextContent(WINNER_HELP);
    expect(within(card).getByRole('button', { name: 'Add variant C' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('combobox', { name: 'Winner' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None — split evenly', 'A', 'B']);
    await userEvent.click(screen.getByRole('option', { name: 'B' }));
    // The template last: until then the step is not ready, so no autosave sends it half done.
    await pick(variantPicker(1, 'B'), /Reminder/);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalled());
    await waitFor(() => expect(methods.saveSequenceSteps.mock.lastCall?.[1][0]).toEqual({
      id: 'st-1', type: 'email', template_id: 't1', subject_override: null, from_override: null,
      config: { variants: [{ template_id: 't2', subject_override: null }], winner: 'B' },
      delay_seconds: 0, wait_until: null, quiet_hours: null, skip_if: null, stop_if: null,
    }));
  });

  it('shows a loaded step with its variants and winner, and removing them all sends config null', async () => {
    const { methods } = renderDesigner([withVariants(1, { variants: [{ template_id: 't2', subject_override: 'Quick question' }, { template_id: 't3' }], winner: 'C' })]);
    await screen.findByRole('heading', { name: 'Steps (1)' });
    await expand(1);
    const card = stepCard(1);
    expect(within(card).getByRole('group', { name: 'A/B test' })).toBeInTheDocument();
    await waitFor(() => expect(variantPicker(1, 'B')).toHaveValue('Reminder'));
    await waitFor(() => expect(variantPicker(1, 'C')).toHaveValue('Last call'));
    expect(within(card).getByLabelText('Variant B subject override')).toHaveValue('Quick question');
    expect(within(card).getByRole('combobox', { name: 'Winner' })).toHaveTextContent('C');
    expect(within(card).queryByRole('button', { name: 'Add variant C' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove variant B' }));
    await waitFor(() => expect(variantPicker(1, 'B')).toHaveValue('Last call'));
    expect(within(card).getByRole('combobox', { name: 'Winner' })).toHaveTextContent('B');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove variant B' }));
    expect(within(card).queryByRole('group', { name: 'A/B test' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add A/B variant' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.saveSequenceSteps.mock.lastCall?.[1][0]).toMatchObject({ template_id: 't1', config: null }));
  });

  it('marks a variant without a template on its picker', async () => {
    renderDesigner([withVariants(1, { variants: [{ template_id: 't2' }], winner: null }), savedStep(2, 't1')]);
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await expand(2);
    await userEvent.click(within(stepCard(2)).getByRole('button', { name: 'Add A/B variant' }));
    expect(stepCard(2)).toHaveTextContent('Variant B needs a template');
    expect(variantPicker(2, 'B')).toHaveAttribute('aria-invalid', 'true');
    await pick(variantPicker(2, 'B'), /Last call/);
    expect(stepCard(2)).not.toHaveTextContent('Variant B needs a template');
  });
});
