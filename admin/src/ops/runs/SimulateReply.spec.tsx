import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedIn } from '../../test/fetch-mock';
import { renderOpsScreen, runRow, runsAnswer } from '../test/ops-test-kit';
import ActiveRunsPage from './ActiveRunsPage';
import { demoReplyMessage } from './demo-reply';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settingsAnswer = (demoMode: boolean) => ({ success: true, data: { demo_mode: demoMode } });
const rowsOf = async () => screen.findAllByTestId('run-row');
const names = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe("Active Runs: 'Simulate reply' (demo mode)", () => {
  it('is offered to admins on live runs when the server reports demo mode, never on ended runs', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2', { state: 'paused' }), runRow('e3', { state: 'completed' })]),
      'GET /api/settings': settingsAnswer(true),
    });
    const [active, paused, done] = (await rowsOf()) as [HTMLElement, HTMLElement, HTMLElement];
    await waitFor(() => expect(names(active)).toEqual(['Simulate reply', 'Pause', 'Advance Step', 'Cancel']));
    expect(names(paused)).toEqual(['Simulate reply', 'Reactivate', 'Advance Step', 'Cancel']);
    expect(names(done)).toEqual([]);
    expect(callsTo('GET', '/api/settings')).toHaveLength(1);
  });

  it('is not offered when demo mode is off, or when the settings cannot be read', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/settings': settingsAnswer(false),
    });
    const [row] = (await rowsOf()) as [HTMLElement];
    await waitFor(() => expect(callsTo('GET', '/api/settings')).toHaveLength(1));
    expect(names(row)).toEqual(['Pause', 'Advance Step', 'Cancel']);
  });

  it('is not offered to staff, who do not read the settings for it', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /auth/status': signedIn('staff', true),
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/settings': settingsAnswer(true),
    });
    const [row] = (await rowsOf()) as [HTMLElement];
    expect(names(row)).toEqual(['Pause', 'Advance Step', 'Cancel']);
    expect(callsTo('GET', '/api/settings')).toHaveLength(0);
  });

  it('posts the reply, says what it did and reads the list again', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/settings': settingsAnswer(true),
      'POST /api/demo/runs/e1/reply': { success: true, id: 'm1', kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', duplicate: false },
    });
    await rowsOf();
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate reply' }));
    expect(await screen.findByText('Reply recorded: run stopped')).toBeInTheDocument();
    expect(callsTo('POST', '/api/demo/runs/e1/reply')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET', '/api/enrollments')).toHaveLength(2));
  });

  it('shows a refusal (nothing sent yet) as an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/settings': settingsAnswer(true),
      'POST /api/demo/runs/e1/reply': () =>
        json({ success: false, error: 'This run has not sent an email yet', message: 'This run has not sent an email yet', error_code: 'DEMO_REPLY_NOTHING_SENT' }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate reply' }));
    expect(await screen.findByText('Failed to simulate reply: This run has not sent an email yet')).toBeInTheDocument();
  });
});

describe('demoReplyMessage', () => {
  it('names what the reply did to the run', () => {
    expect(demoReplyMessage({ kind: 'human_reply', effect: 'run_stopped' })).toBe('Reply recorded: run stopped');
    expect(demoReplyMessage({ kind: 'human_reply', effect: 'recorded' })).toBe("Reply recorded: the run goes on (its sequence doesn't stop on replies)");
    expect(demoReplyMessage({ kind: 'human_reply', effect: 'contact_replied' })).toBe('Reply recorded: contact replied');
    expect(demoReplyMessage({ kind: 'unsubscribe_request', effect: 'suppressed' })).toBe('Reply recorded as unsubscribe request');
  });
});
