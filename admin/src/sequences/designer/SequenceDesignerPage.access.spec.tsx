import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEPS_AUTOSAVE_DEBOUNCE_MS } from './designer-rules';
import { designerMethods, renderSequenceScreen, savedStep, sequence, SIGNED_IN, template } from './test/sequence-test-kit';
import SequenceDesignerPage from './SequenceDesignerPage';

const DENIED = "Only the sequence's owner or an admin can change it";
const theirs = () => ({ ...sequence('s1', { name: 'Spring movers', owner_user_id: 'user-2' }), steps: [savedStep(1, 't1', 0), savedStep(2, 't1', 7200)] });

const renderDesigner = (identity: { id: string; fullName: string; role?: string } = SIGNED_IN) => {
  const methods = designerMethods();
  const view = renderSequenceScreen('/automation/sequences/:id/designer', <SequenceDesignerPage />, {
    path: '/automation/sequences/s1/designer',
    sequences: [theirs()] as never[],
    templates: [template('t1', { name: 'Welcome' })],
    methods,
    identity,
  });
  return { ...view, methods };
};

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => vi.useRealTimers());

describe("SequenceDesignerPage: someone else's sequence", () => {
  it('keeps Save and Save & Close disabled for a staff user, saying why, and saves nothing', async () => {
    const { provider } = renderDesigner();
    expect(await screen.findByText(`View only. ${DENIED}: changes made here cannot be saved.`)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Description'), ' today');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    expect(button('Cancel')).toBeEnabled();
    expect(button('Save')).toBeDisabled();
    expect(button('Save & Close')).toBeDisabled();
    await userEvent.hover(button('Save').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Save: ${DENIED}`);
    await userEvent.unhover(button('Save').parentElement as HTMLElement);
    await userEvent.hover(button('Save & Close').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', { name: `Save & Close: ${DENIED}` })).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('does not autosave a step edit for a staff user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { methods } = renderDesigner();
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await user.click(within(screen.getAllByTestId('sequence-step')[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await act(() => vi.advanceTimersByTimeAsync(STEPS_AUTOSAVE_DEBOUNCE_MS * 2));
    expect(methods.saveSequenceSteps).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to save steps')).not.toBeInTheDocument();
  });

  it('lets an admin save it', async () => {
    const { provider } = renderDesigner({ id: 'admin-1', fullName: 'Alex Admin', role: 'admin' });
    await userEvent.type(await screen.findByLabelText('Description'), ' today');
    expect(screen.queryByText(/^View only\./)).not.toBeInTheDocument();
    await userEvent.click(button('Save'));
    await vi.waitFor(() => expect(provider.update).toHaveBeenCalledWith('sequences', expect.objectContaining({ id: 's1' })));
  });
});
