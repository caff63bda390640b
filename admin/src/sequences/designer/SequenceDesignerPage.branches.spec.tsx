import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SequenceRecord } from '../../api/types';
import { renderSequenceScreen, savedStep, sequence, template } from './test/sequence-test-kit';
import SequenceDesignerPage from './SequenceDesignerPage';

const STEPS = [
  savedStep(1, 't1', 0, { subject: 'Welcome aboard' }),
  savedStep(2, 't1', 3600, { subject: 'Your quote' }),
  savedStep(3, 't1', 3600, { subject: 'Still moving?' }),
  savedStep(4, null, 3600, { type: 'call', subject: null }),
];

const renderDesigner = (extra: Partial<SequenceRecord> = {}) =>
  renderSequenceScreen('/automation/sequences/:id/designer', <SequenceDesignerPage />, {
    path: '/automation/sequences/s1/designer',
    sequences: [{ ...sequence('s1', extra), steps: STEPS }] as never[],
    templates: [template('t1', { name: 'Welcome' })],
  });

const replySelect = () => screen.getByRole('combobox', { name: 'After a reply, go to' });
const noReplySelect = () => screen.getByRole('combobox', { name: 'Without a reply, go to' });
const summary = () => screen.getByTestId('branch-summary');
const choose = async (select: HTMLElement, option: string) => {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const sentDetails = (provider: ReturnType<typeof renderDesigner>['provider']) => provider.update.mock.lastCall?.[1].data;

describe('SequenceDesignerPage: reply branches', () => {
  it('shows the branches only while the sequence does not stop on reply', async () => {
    renderDesigner();
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(replySelect()).toHaveTextContent('— (no branch)');
    expect(noReplySelect()).toHaveTextContent('— (no branch)');
    expect(summary()).toHaveTextContent('No branches: every run takes the steps in order');
    await userEvent.click(screen.getByLabelText('Stop sequence on reply'));
    expect(screen.queryByRole('combobox', { name: 'After a reply, go to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Without a reply, go to' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('branch-summary')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reply lookback')).toBeInTheDocument();
  });

  it('hides them for a sequence that stops on reply', async () => {
    renderDesigner({ stop_on_reply: true });
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(screen.queryByRole('combobox', { name: 'After a reply, go to' })).not.toBeInTheDocument();
  });

  it('offers the saved steps, sums up the paths and sends the chosen step ids with the sequence', async () => {
    const { provider } = renderDesigner();
    await screen.findByRole('heading', { name: 'Steps (4)' });
    await userEvent.click(replySelect());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '— (no branch)', 'Step 1: Welcome aboard', 'Step 2: Your quote', 'Step 3: Still moving?', 'Step 4: Call Task Step',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Step 4: Call Task Step' }));
    expect(summary()).toHaveTextContent('Steps 1–3 for everyone; a reply goes to step 4; no reply ends the run');
    await choose(noReplySelect(), 'Step 3: Still moving?');
    expect(summary()).toHaveTextContent('Steps 1–2 for everyone; a reply goes to step 4; no reply goes to step 3');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.lastCall?.[1].id).toBe('s1');
    expect(sentDetails(provider)).toMatchObject({ stop_on_reply: false, on_reply_next_step_id: 'st-4', on_no_reply_next_step_id: 'st-3' });
  });

  it('shows a loaded branch, and clearing it sends null', async () => {
    const { provider } = renderDesigner({ on_reply_next_step_id: 'st-2', on_no_reply_next_step_id: 'st-3' });
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(replySelect()).toHaveTextContent('Step 2: Your quote');
    expect(summary()).toHaveTextContent('Step 1 for everyone; a reply goes to step 2; no reply goes to step 3 (the reply path ends before step 3)');
    await choose(replySelect(), '— (no branch)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(sentDetails(provider)).toMatchObject({ on_reply_next_step_id: null, on_no_reply_next_step_id: 'st-3' });
  });

  it('refuses step 1 on the select, and does not send it', async () => {
    const { provider } = renderDesigner();
    await screen.findByRole('heading', { name: 'Steps (4)' });
    await choose(replySelect(), 'Step 1: Welcome aboard');
    expect(screen.getByText('Branches start after step 1')).toBeInTheDocument();
    expect(replySelect()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(sentDetails(provider)).toMatchObject({ on_reply_next_step_id: null });
  });

  it('says a stale step is gone, sends null for it and keeps saying so until chosen again', async () => {
    const { provider } = renderDesigner({ on_reply_next_step_id: 'st-gone', on_no_reply_next_step_id: 'st-3' });
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(screen.getByText('Step no longer exists — choose again')).toBeInTheDocument();
    expect(replySelect()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Description'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(sentDetails(provider)).toMatchObject({ on_reply_next_step_id: null, on_no_reply_next_step_id: 'st-3' });
    expect(await screen.findByText('Sequence saved')).toBeInTheDocument();
    expect(screen.getByText('Step no longer exists — choose again')).toBeInTheDocument();

    await choose(replySelect(), 'Step 4: Call Task Step');
    expect(screen.queryByText('Step no longer exists — choose again')).not.toBeInTheDocument();
  });

  it('a branch to a step removed in the draft becomes stale', async () => {
    renderDesigner({ on_no_reply_next_step_id: 'st-3' });
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(noReplySelect()).toHaveTextContent('Step 3: Still moving?');
    await userEvent.click(within(screen.getByRole('article', { name: 'Step 3' })).getByRole('button', { name: 'Remove step' }));
    expect(screen.getByText('Step no longer exists — choose again')).toBeInTheDocument();
    expect(noReplySelect()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not offer an unsaved step, and says to save the steps first', async () => {
    renderDesigner();
    await screen.findByRole('heading', { name: 'Steps (4)' });
    expect(screen.queryByText('Save the steps first to branch to them')).not.toBeInTheDocument();
    // A new email step without a template is not ready: it is not autosaved, so it stays without an id.
    await userEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.getByText('Save the steps first to branch to them')).toBeInTheDocument();
    await userEvent.click(replySelect());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '— (no branch)', 'Step 1: Welcome aboard', 'Step 2: Your quote', 'Step 3: Still moving?', 'Step 4: Call Task Step',
    ]);
  });
});
