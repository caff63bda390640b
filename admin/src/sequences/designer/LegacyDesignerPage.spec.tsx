import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { durationLabel, durationParts, testSendFailure } from './legacy/legacy-rules';
import LegacyDesignerPage from './LegacyDesignerPage';
import { designerMethods, renderSequenceScreen, savedStep, sequence, template } from './test/sequence-test-kit';

const renderLegacy = (options: { sequences?: object[]; methods?: ReturnType<typeof designerMethods> } = {}) => {
  const methods = options.methods ?? designerMethods([savedStep(1, 't1', 0, { subject: 'Welcome aboard' }), savedStep(2, 't2', 9000, { duration: 'PT2H30M', subject: 'Checking in' })]);
  return renderSequenceScreen('/ops/designer', <LegacyDesignerPage />, {
    path: '/ops/designer',
    sequences: (options.sequences ?? [sequence('s1', { name: 'Spring movers' })]) as never[],
    templates: [template('t1', { name: 'Welcome' }), template('t2', { name: 'Reminder' })],
    methods,
  });
};

describe('LegacyDesignerPage', () => {
  it('lists sequences as cards with their numbered steps', async () => {
    const { methods } = renderLegacy();
    const card = await screen.findByRole('article', { name: 'Spring movers' });
    expect(within(card).getByText('Nurtures new leads')).toBeInTheDocument();
    const steps = await within(card).findAllByTestId('legacy-step');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('EMAIL');
    expect(steps[0]).toHaveTextContent('No delay');
    expect(steps[1]).toHaveTextContent('Delay: 2h 30m');
    expect(steps[1]).toHaveTextContent('Checking in');
    expect(await within(steps[1] as HTMLElement).findByText('Reminder')).toBeInTheDocument();
    expect(within(card).getByText('2 steps')).toBeInTheDocument();
    expect(within(card).getByText('Created Nov 1, 2026')).toBeInTheDocument();
    expect(methods.getSequenceSteps).toHaveBeenCalledWith('s1');
  });

  it('says "No sequences found" when there are none', async () => {
    renderLegacy({ sequences: [] });
    expect(await screen.findByText('No sequences found')).toBeInTheDocument();
  });

  it('sends a test from the dialog in the older body, only with an address', async () => {
    const { methods } = renderLegacy();
    await userEvent.click(await screen.findByLabelText('Test Mode (adds nonce to idempotency key)'));
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spring movers' });
    expect(within(dialog).getByRole('button', { name: 'Send Test' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Test Email Address'), 'ops@movers.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Test email sent successfully!')).toBeInTheDocument();
    expect(methods.testSendSequence).toHaveBeenCalledWith('s1', { email: 'ops@movers.example', test_mode: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failed test send with the reason', async () => {
    const methods = designerMethods([savedStep(1)]);
    methods.testSendSequence.mockRejectedValueOnce(new ApiError({ message: 'Recipient not allowed', status: 403 }));
    renderLegacy({ methods });
    await userEvent.type(await screen.findByLabelText('Test Email Address'), 'x@outside.example');
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Failed to send test email: Recipient not allowed')).toBeInTheDocument();
  });

  it('reads the steps again on Refresh', async () => {
    const { methods } = renderLegacy();
    await screen.findAllByTestId('legacy-step');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(methods.getSequenceSteps.mock.calls.length).toBeGreaterThan(1));
  });
});

describe('legacy rules', () => {
  it('reads delays as hours and minutes', () => {
    expect(durationParts('PT2H30M')).toEqual({ hours: 2, minutes: 30 });
    expect(durationParts('P1DT2H')).toEqual({ hours: 26, minutes: 0 });
    expect(durationParts('nonsense')).toBeNull();
    expect(durationLabel('PT0S')).toBe('No delay');
    expect(durationLabel('PT45M')).toBe('Delay: 0h 45m');
    expect(durationLabel(null, 5400)).toBe('Delay: 1h 30m');
  });

  it('words a failed test send', () => {
    expect(testSendFailure(new Error('Mailbox full'))).toBe('Failed to send test email: Mailbox full');
    expect(testSendFailure(new Error(''))).toBe('Failed to send test email');
    expect(testSendFailure(new ApiError({ message: 'x', status: 0 }))).toBe('Failed to send test email: Network error occurred');
  });
});
