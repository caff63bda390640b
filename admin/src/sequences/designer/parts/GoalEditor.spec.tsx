import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SequenceDetails } from '../designer-rules';
import { GOAL_HELP, GoalEditor, NO_GOAL_HINT, type GoalEditorProps } from './GoalEditor';

type Goal = GoalEditorProps['details'];

/** The editor over its own state, reporting each patch. */
const Harness = ({ initial, onPatch }: { initial: Goal; onPatch: (patch: Partial<SequenceDetails>) => void }) => {
  const [goal, setGoal] = useState(initial);
  return (
    <GoalEditor
      details={goal}
      onChange={(patch) => {
        onPatch(patch);
        setGoal((current) => ({ ...current, ...patch }));
      }}
    />
  );
};

const renderGoal = (initial: Goal) => {
  const onPatch = vi.fn<(patch: Partial<SequenceDetails>) => void>();
  render(<Harness initial={initial} onPatch={onPatch} />);
  return { onPatch };
};

const chips = () => screen.queryAllByTestId('goal-status').map((chip) => chip.textContent);
const removeChip = (label: string) => {
  const chip = screen.getAllByTestId('goal-status').find((item) => item.textContent === label);
  if (!chip) throw new Error(`No "${label}" chip`);
  return userEvent.click(within(chip).getByTestId('CancelIcon'));
};

describe('GoalEditor', () => {
  it('shows the goal statuses as labelled chips, with the help and the move-date box', () => {
    renderGoal({ goal_statuses: ['booked', 'completed'], goal_move_date_passed: true });
    expect(screen.getByRole('group', { name: 'Goal' })).toBeInTheDocument();
    expect(screen.getByText(GOAL_HELP)).toBeInTheDocument();
    expect(chips()).toEqual(['Booked', 'Completed']);
    expect(screen.getByRole('combobox', { name: 'Goal statuses' })).toBeInTheDocument();
    expect(screen.getByLabelText('End when the move date has passed')).toBeChecked();
    expect(screen.queryByText(NO_GOAL_HINT)).not.toBeInTheDocument();
  });

  it('offers the workflow statuses not yet chosen, and adds the picked one', async () => {
    const { onPatch } = renderGoal({ goal_statuses: ['booked'], goal_move_date_passed: false });
    await userEvent.click(screen.getByRole('combobox', { name: 'Goal statuses' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['New', 'Pending', 'Confirmed', 'Completed', 'Opened', 'Replied', 'Ignored']);
    await userEvent.click(screen.getByRole('option', { name: 'Confirmed' }));
    expect(onPatch).toHaveBeenLastCalledWith({ goal_statuses: ['booked', 'confirmed'] });
    expect(chips()).toEqual(['Booked', 'Confirmed']);
  });

  it('shows the no-goal hint once the last status is removed', async () => {
    const { onPatch } = renderGoal({ goal_statuses: ['booked'], goal_move_date_passed: false });
    await removeChip('Booked');
    expect(onPatch).toHaveBeenLastCalledWith({ goal_statuses: [] });
    expect(chips()).toEqual([]);
    expect(screen.getByText(NO_GOAL_HINT)).toBeInTheDocument();
  });

  it('keeps a saved status the pickers do not offer, shown as it is', () => {
    renderGoal({ goal_statuses: ['PENDING'], goal_move_date_passed: false });
    expect(chips()).toEqual(['PENDING']);
  });

  it('reports the move-date box', async () => {
    const { onPatch } = renderGoal({ goal_statuses: [], goal_move_date_passed: false });
    expect(screen.getByText(NO_GOAL_HINT)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('End when the move date has passed'));
    expect(onPatch).toHaveBeenLastCalledWith({ goal_move_date_passed: true });
    expect(screen.getByLabelText('End when the move date has passed')).toBeChecked();
  });
});
