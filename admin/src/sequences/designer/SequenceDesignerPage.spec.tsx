import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { designerMethods, renderSequenceScreen, savedStep, sequence, SIGNED_IN, template } from './test/sequence-test-kit';
import { STEPS_AUTOSAVE_DEBOUNCE_MS } from './designer-rules';
import SequenceDesignerPage from './SequenceDesignerPage';

const ROUTE = '/automation/sequences/:id/designer';
const TEMPLATES = [template('t1', { name: 'Welcome' }), template('t2', { name: 'Reminder' })];
const existing = (extra = {}) => ({ ...sequence('s1', { name: 'Spring movers' }), steps: [savedStep(1, 't1', 0), savedStep(2, 't2', 7200)], ...extra });

const renderDesigner = (id: string, options: { methods?: ReturnType<typeof designerMethods>; sequences?: object[] } = {}) =>
  renderSequenceScreen(ROUTE, <SequenceDesignerPage />, {
    path: `/automation/sequences/${id}/designer`,
    sequences: (options.sequences ?? [existing()]) as never[],
    templates: TEMPLATES,
    methods: options.methods,
  });

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;
const stepCards = () => screen.getAllByTestId('sequence-step');

afterEach(() => vi.useRealTimers());

describe('SequenceDesignerPage: a new sequence', () => {
  it('starts empty with the buttons off, then a change turns them on', async () => {
    renderDesigner('new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Sequence' })).toBeInTheDocument();
    for (const name of ['Cancel', 'Save', 'Save & Close']) expect(button(name)).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Steps (0)' })).toBeInTheDocument();
    expect(screen.getByText('No steps yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Active (can be enrolled in)')).toBeChecked();
    expect(screen.getByLabelText('Stop on hard bounce')).toBeChecked();
    expect(screen.getByLabelText('Stop on out-of-office reply')).not.toBeChecked();
    expect(screen.queryByLabelText('Reply lookback')).not.toBeInTheDocument();
    expect(button('Send Test Email')).toBeDisabled();
    expect(screen.getByText('Add at least one step to enable test sending')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Test Email Address')).toHaveValue(SIGNED_IN.email));

    await userEvent.click(screen.getByLabelText('Stop sequence on reply'));
    expect(screen.getByLabelText('Reply lookback')).toHaveTextContent('72 hours');
    for (const name of ['Cancel', 'Save', 'Save & Close']) expect(button(name)).toBeEnabled();
  });

  it('refuses a blank name after trimming', async () => {
    const { provider } = renderDesigner('new');
    await userEvent.type(await screen.findByLabelText(/^Name/), '   ');
    await userEvent.click(button('Save'));
    expect(await screen.findAllByText('Sequence name is required')).not.toHaveLength(0);
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('refuses a test send before the sequence is saved', async () => {
    renderDesigner('new', { sequences: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Step' }));
    expect(screen.getByText('Select a template for the first step to enable test sending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Welcome/ }));
    await userEvent.click(button('Send Test Email'));
    expect(await screen.findByText('Cannot test new sequence')).toBeInTheDocument();
  });

  it('creates with the defaults, saves the steps, then moves to the new id', async () => {
    const { provider, methods } = renderDesigner('new', { sequences: [] });
    await userEvent.click(await screen.findByLabelText(/^Name/));
    await userEvent.paste('  Fresh leads ');
    await userEvent.click(button('Add Step'));
    expect(screen.getByRole('heading', { name: 'Steps (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Welcome/ }));
    // A new sequence has nothing to save steps into yet: no autosave.
    expect(methods.saveSequenceSteps).not.toHaveBeenCalled();

    await userEvent.click(button('Save'));
    await waitFor(() => expect(location()).toBe('/automation/sequences/sequences-1/designer'));
    expect(provider.create).toHaveBeenCalledWith('sequences', expect.objectContaining({
      data: {
        name: 'Fresh leads', description: '', is_active: true, stop_on_reply: false, reply_lookback_hours: 72, stop_on_ooo: false, stop_on_bounce: true,
        goal_statuses: ['booked'], goal_move_date_passed: false,
      },
    }));
    expect(methods.saveSequenceSteps).toHaveBeenCalledWith('sequences-1', [
      { type: 'email', template_id: 't1', subject_override: null, from_override: null, config: null, delay_seconds: 0, wait_until: null },
    ]);
  });
});

describe('SequenceDesignerPage: failed saves', () => {
  it('says "Failed to create sequence" and stays on the new designer', async () => {
    const { provider } = renderDesigner('new', { sequences: [] });
    provider.create.mockRejectedValueOnce(new ApiError({ message: 'Database unavailable', status: 503 }));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Fresh');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Failed to create sequence')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(location()).toBe('/automation/sequences/new/designer');
    expect(button('Save')).toBeEnabled();
  });

  it('says "Failed to save steps" with the server problems and keeps them unsaved', async () => {
    const methods = designerMethods();
    methods.saveSequenceSteps.mockRejectedValueOnce(new ApiError({ message: 'Invalid sequence', status: 400, details: ['Step 1: template t9 does not exist'] }));
    renderDesigner('s1', { methods });
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await userEvent.click(button('Add Step'));
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Failed to save steps')).toBeInTheDocument();
    expect(screen.getByText('Step 1: template t9 does not exist')).toBeInTheDocument();
    expect(button('Save')).toBeEnabled();
  });

  it('sends the chosen reply lookback', async () => {
    const { provider } = renderDesigner('s1');
    await userEvent.click(await screen.findByLabelText('Stop sequence on reply'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Reply lookback' }));
    await userEvent.click(await screen.findByRole('option', { name: '24 hours' }));
    await userEvent.click(button('Save'));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith('sequences', expect.objectContaining({
      data: expect.objectContaining({ stop_on_reply: true, reply_lookback_hours: 24 }) as object,
    })));
  });
});

describe('SequenceDesignerPage: the goal', () => {
  const goalChips = () => screen.queryAllByTestId('goal-status').map((chip) => chip.textContent);
  const moveDateBox = () => screen.getByLabelText('End when the move date has passed');
  const NO_GOAL = 'No goal: runs end only by their steps, replies, bounces or unsubscribes';

  it('shows the saved goal, and sends the edited statuses and the move-date box on save', async () => {
    const { provider } = renderDesigner('s1', { sequences: [existing({ goal_statuses: ['booked', 'confirmed'] })] });
    await screen.findByRole('heading', { name: 'Steps (2)' });
    expect(goalChips()).toEqual(['Booked', 'Confirmed']);
    expect(moveDateBox()).not.toBeChecked();
    expect(button('Save')).toBeDisabled();

    const booked = screen.getAllByTestId('goal-status').find((chip) => chip.textContent === 'Booked') as HTMLElement;
    await userEvent.click(within(booked).getByTestId('CancelIcon'));
    expect(button('Save')).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Goal statuses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await userEvent.click(moveDateBox());
    expect(goalChips()).toEqual(['Confirmed', 'Completed']);

    await userEvent.click(button('Save'));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith('sequences', expect.objectContaining({
      id: 's1',
      data: expect.objectContaining({ goal_statuses: ['confirmed', 'completed'], goal_move_date_passed: true }) as object,
    })));
  });

  it('a ticked move-date box alone marks the draft changed, and Cancel unticks it', async () => {
    renderDesigner('s1');
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await userEvent.click(moveDateBox());
    expect(button('Save')).toBeEnabled();
    await userEvent.click(button('Cancel'));
    expect(moveDateBox()).not.toBeChecked();
    expect(button('Save')).toBeDisabled();
  });

  it('shows the no-goal hint for an empty goal, and sends it empty', async () => {
    const { provider } = renderDesigner('s1', { sequences: [existing({ goal_statuses: [], goal_move_date_passed: true })] });
    await screen.findByRole('heading', { name: 'Steps (2)' });
    expect(goalChips()).toEqual([]);
    expect(screen.getByText(NO_GOAL)).toBeInTheDocument();
    expect(moveDateBox()).toBeChecked();
    await userEvent.type(screen.getByLabelText('Description'), '!');
    await userEvent.click(button('Save'));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith('sequences', expect.objectContaining({
      data: expect.objectContaining({ goal_statuses: [], goal_move_date_passed: true }) as object,
    })));
  });

  it('falls back to the default goal for an older record without one', async () => {
    const older: Record<string, unknown> = { ...existing() };
    delete older.goal_statuses;
    delete older.goal_move_date_passed;
    renderDesigner('s1', { sequences: [older] });
    await screen.findByRole('heading', { name: 'Steps (2)' });
    expect(goalChips()).toEqual(['Booked']);
    expect(moveDateBox()).not.toBeChecked();
  });
});

describe('SequenceDesignerPage: an existing sequence', () => {
  it('shows the steps with their delay labels and renumbers on a move', async () => {
    const { methods } = renderDesigner('s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Sequence' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Spring movers');
    expect(screen.getByRole('heading', { name: 'Steps (2)' })).toBeInTheDocument();
    expect(stepCards().map((card) => within(card).getByTestId('step-delay').textContent)).toEqual(['Immediately', 'After 2 hours']);
    expect(button('Save')).toBeDisabled();
    await userEvent.click(within(stepCards()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    expect(screen.getByRole('article', { name: 'Step 1' })).toHaveTextContent('After 2 hours');
    expect(screen.getByRole('article', { name: 'Step 2' })).toHaveTextContent('Immediately');
    // The move is a change the server gets in the new order (by the steps' autosave a second later; Save is on until
    // then, which a slow machine may not leave time to look at).
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalled());
    expect(methods.saveSequenceSteps.mock.calls.at(-1)?.[1].map((step) => step.id)).toEqual(['st-2', 'st-1']);
  });

  it('autosaves the steps once, 1 s after the last edit, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { methods } = renderDesigner('s1');
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await user.click(within(stepCards()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await user.click(within(stepCards()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await user.click(within(stepCards()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await act(() => vi.advanceTimersByTimeAsync(STEPS_AUTOSAVE_DEBOUNCE_MS - 100));
    expect(methods.saveSequenceSteps).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(methods.saveSequenceSteps).toHaveBeenCalledTimes(1);
    expect(methods.saveSequenceSteps.mock.calls[0]?.[1].map((step) => step.id)).toEqual(['st-2', 'st-1']);
    expect(await screen.findByText('Steps autosaved')).toBeInTheDocument();
    await waitFor(() => expect(button('Save')).toBeDisabled());
  });

  it('saves a pending step edit at once when the designer closes', async () => {
    const { methods, unmount } = renderDesigner('s1');
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await userEvent.click(within(stepCards()[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    expect(methods.saveSequenceSteps).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(methods.saveSequenceSteps).toHaveBeenCalledTimes(1));
    expect(methods.saveSequenceSteps.mock.calls[0]?.[1].map((step) => step.id)).toEqual(['st-2', 'st-1']);
  });

  it('offers a unique name on a name conflict', async () => {
    const { provider } = renderDesigner('s1');
    provider.update.mockRejectedValueOnce(new ApiError({ message: 'Name taken', status: 409, errorCode: 'name_conflict', body: { existing: { id: 's9' } } }));
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Taken');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Name conflict')).toBeInTheDocument();
    expect(screen.getByText('A sequence named "Taken" already exists. Choose another name.')).toBeInTheDocument();
    await userEvent.click(button('Use unique name'));
    expect((name as HTMLInputElement).value).toMatch(/^Taken \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)$/);
  });

  it('says "Failed to save sequence" and Cancel returns to what was saved', async () => {
    const { provider } = renderDesigner('s1');
    provider.update.mockRejectedValueOnce(new ApiError({ message: 'Server error', status: 500 }));
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.type(name, ' 2');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Failed to save sequence')).toBeInTheDocument();
    await userEvent.click(button('Cancel'));
    expect(name).toHaveValue('Spring movers');
    expect(button('Save')).toBeDisabled();
  });

  it('saves and closes back to the list', async () => {
    const { provider } = renderDesigner('s1');
    await userEvent.type(await screen.findByLabelText('Description'), ' today');
    await userEvent.click(button('Save & Close'));
    await waitFor(() => expect(location()).toBe('/automation/sequences'));
    expect(provider.update).toHaveBeenCalledWith('sequences', expect.objectContaining({ id: 's1', data: expect.objectContaining({ description: 'Nurtures new leads today' }) as object }));
  });

  it('sends a test of the first step and shows where it went', async () => {
    const { methods } = renderDesigner('s1');
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await userEvent.click(screen.getByLabelText('Test Mode (adds nonce to idempotency key)'));
    await userEvent.click(button('Send Test Email'));
    expect(await screen.findAllByText('Test email sent successfully!')).toHaveLength(2);
    expect(methods.testSendSequence).toHaveBeenCalledWith('s1', { to_email: SIGNED_IN.email, step_index: 0, test_mode: true, subject_override: null, from_address: null });
    const result = screen.getByRole('status', { name: 'Test send result' });
    expect(result).toHaveTextContent('graph');
    expect(result).toHaveTextContent('req-1');
    expect(within(result).getByRole('link', { name: 'View in Outbox' })).toHaveAttribute('href', '/ops/outbox');
  });

  it('asks for an address and reports a network failure', async () => {
    const methods = designerMethods();
    methods.testSendSequence.mockRejectedValueOnce(new ApiError({ message: 'Failed to fetch', status: 0 }));
    renderDesigner('s1', { methods });
    const address = await screen.findByLabelText('Test Email Address');
    await waitFor(() => expect(address).toHaveValue(SIGNED_IN.email));
    await userEvent.clear(address);
    await userEvent.click(button('Send Test Email'));
    expect(await screen.findByText('Test email address is required')).toBeInTheDocument();
    await userEvent.click(address);
    await userEvent.paste('ops@movers.example');
    await userEvent.click(button('Send Test Email'));
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
    expect(screen.getByText('Test send failed')).toBeInTheDocument();
  });

  it('disables test sending until the first step has a template', async () => {
    renderDesigner('s1', { sequences: [existing({ steps: [savedStep(1, null)] })] });
    await screen.findByRole('heading', { name: 'Steps (1)' });
    expect(button('Send Test Email')).toBeDisabled();
    expect(screen.getByText('Select a template for the first step to enable test sending')).toBeInTheDocument();
  });

  it('shows the template preview with placeholders highlighted', async () => {
    renderDesigner('s1');
    await screen.findByRole('heading', { name: 'Steps (2)' });
    await userEvent.click(within(stepCards()[0] as HTMLElement).getByRole('button', { name: 'Expand' }));
    const preview = await screen.findByRole('region', { name: 'Template preview' });
    const marks = (root: ParentNode) => Array.from(root.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks(preview)).toEqual(['{{firstName}}']);
    // The HTML body is shown in a sandboxed frame, its placeholders marked there.
    const body = new DOMParser().parseFromString(within(preview).getByTitle('Template body').getAttribute('srcdoc') ?? '', 'text/html');
    expect(marks(body)).toEqual(['{{moveDate}}']);
  });

  it('says "Failed to load sequence" and goes back to the list', async () => {
    renderDesigner('missing');
    expect(await screen.findByText('Failed to load sequence')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/automation/sequences'));
  });
});
