import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SequenceRecord } from '../../api/types';
import { createFetchMock, json, signedIn } from '../../test/fetch-mock';
import { makeServices, renderInAdmin } from '../../test/render';
import { sequenceCard } from './list-test-data';
import SequencesListPage from './SequencesListPage';

const listAnswer = (items: SequenceRecord[], total = items.length) => ({ success: true, items, sequences: items, total });

const setup = (routes: Parameters<typeof createFetchMock>[0] = {}) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/sequences': listAnswer([sequenceCard('s1', { name: 'Spring movers' }), sequenceCard('s2', { name: 'Draft one', state: 'draft', step_count: 0 })], 5),
    ...routes,
  });
  renderInAdmin(<SequencesListPage />, { services: makeServices(fetchMock), path: '/automation/sequences' });
  const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  const bodyOf = (call: { init: RequestInit | undefined } | undefined): unknown => JSON.parse(String(call?.init?.body ?? 'null'));
  return { calls, sent, bodyOf };
};

const card = (name: string) => screen.findByRole('article', { name });

afterEach(() => vi.unstubAllGlobals());

describe('SequencesListPage', () => {
  it("shows a card per sequence and 'Showing X of Y sequences', newest change first", async () => {
    const { calls } = setup();
    const spring = await card('Spring movers');
    expect(screen.getByText('Showing 2 of 5 sequences')).toBeInTheDocument();
    expect(within(spring).getByLabelText('State: Active')).toBeInTheDocument();
    expect(within(spring).getByText('+2 today')).toBeInTheDocument();
    expect(within(spring).getByText('40 eligible')).toBeInTheDocument();
    expect(within(spring).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    const draft = await card('Draft one');
    expect(within(draft).getByLabelText('State: Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Add steps before activating' })).toBeDisabled();
    expect(within(draft).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/sequences')?.url).toContain('sort=updated_desc');
  });

  it('asks the server with the status filter and sort, and says when nothing matches', async () => {
    const { calls } = setup({
      'GET /api/sequences': ({ url }: { url: string }) => json(url.includes('status=archived') ? listAnswer([], 5) : listAnswer([sequenceCard('s1')], 5)),
    });
    await card('Sequence s1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(screen.getByRole('option', { name: 'Name A-Z' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('sort=name_asc'))).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Archived' }));
    expect(await screen.findByText('No sequences match your filters')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 5 sequences')).toBeInTheDocument();
  });

  it("says 'No sequences' when there are none", async () => {
    setup({ 'GET /api/sequences': listAnswer([], 0) });
    expect(await screen.findByText('No sequences')).toBeInTheDocument();
  });

  it('flips the switch at once and sends the state 300 ms later with the copy it was based on', async () => {
    const paused = sequenceCard('s1', { name: 'Spring movers', state: 'paused', updated_at: '2026-11-23T10:00:00.000Z' });
    const { sent, bodyOf } = setup({ 'PATCH /api/v1/sequences/s1/state': { success: true, sequence: paused, idempotent: false } });
    const spring = await card('Spring movers');
    // fireEvent: no pause between the click and the checks, however busy the machine.
    fireEvent.click(within(spring).getByRole('button', { name: 'Pause sequence' }));
    expect(within(spring).getByLabelText('State: Paused')).toBeInTheDocument();
    expect(sent('PATCH', '/api/v1/sequences/s1/state')).toHaveLength(0);
    expect(await screen.findByText('Sequence paused')).toBeInTheDocument();
    expect(bodyOf(sent('PATCH', '/api/v1/sequences/s1/state')[0])).toEqual({ state: 'paused', updated_at: '2026-11-20T10:00:00.000Z' });
  });

  it('sends nothing when a second click undoes the first inside 300 ms', async () => {
    const { sent } = setup();
    const spring = await card('Spring movers');
    fireEvent.click(within(spring).getByRole('button', { name: 'Pause sequence' }));
    fireEvent.click(within(spring).getByRole('button', { name: 'Resume sequence' }));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sent('PATCH', '/api/v1/sequences/s1/state')).toHaveLength(0);
    expect(within(spring).getByLabelText('State: Active')).toBeInTheDocument();
  });

  it('puts the card back when the change is refused', async () => {
    setup({
      'PATCH /api/v1/sequences/s1/state': json({ success: false, error: 'Slow down', message: 'Slow down', error_code: 'RATE_LIMIT_EXCEEDED' }, 429),
    });
    const spring = await card('Spring movers');
    await userEvent.click(within(spring).getByRole('button', { name: 'Pause sequence' }));
    expect(await screen.findByText('Too many requests. Please wait a moment.')).toBeInTheDocument();
    expect(within(spring).getByLabelText('State: Active')).toBeInTheDocument();
  });

  it("adopts the server's copy on a conflict", async () => {
    const server = sequenceCard('s1', { name: 'Spring movers', state: 'paused', updated_at: '2026-11-23T11:00:00.000Z' });
    setup({
      'PATCH /api/v1/sequences/s1/state': json({ success: false, error: 'Changed elsewhere', message: 'Changed elsewhere', error_code: 'CONFLICT', sequence: server }, 409),
    });
    const spring = await card('Spring movers');
    await userEvent.click(within(spring).getByRole('button', { name: 'Pause sequence' }));
    expect(await screen.findByText('Sequence changed elsewhere. Refreshed to latest.')).toBeInTheDocument();
    expect(within(spring).getByLabelText('State: Paused')).toBeInTheDocument();
  });

  it("disables the switch, Edit and Delete on someone else's sequence, saying why, and keeps Duplicate and enrollments", async () => {
    setup({ 'GET /api/sequences': listAnswer([sequenceCard('s9', { name: "Someone else's", owner_user_id: 'u2' })]) });
    const theirs = await card("Someone else's");
    // Once the signed-in user is known (u1; the sequence is u2's).
    const toggle = await within(theirs).findByRole('button', { name: "You don't have permission to change sequence state" });
    expect(toggle).toBeDisabled();
    expect(within(theirs).getByRole('button', { name: 'Edit' })).toBeDisabled();
    const remove = within(theirs).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await userEvent.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Delete: Only the sequence's owner or an admin can change it");
    expect(within(theirs).getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    expect(within(theirs).getByRole('button', { name: 'Manage enrollments' })).toBeEnabled();
  });

  it('deletes only after the exact name is typed, and offers force after a 409', async () => {
    let attempts = 0;
    const { sent, bodyOf } = setup({
      'DELETE /api/sequences/s1': () => {
        attempts += 1;
        return attempts === 1
          ? json({ success: false, error: 'Conflict', message: 'Cannot delete active sequence: 3 active enrollments', error_code: 'SEQUENCE_ACTIVE' }, 409)
          : new Response(null, { status: 204 });
      },
    });
    const spring = await card('Spring movers');
    await userEvent.click(within(spring).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sequence' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Please type the sequence name to confirm deletion')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type the sequence name to confirm'), 'Spring mover');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type the sequence name to confirm'), 's');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Cannot delete active sequence: 3 active enrollments')).toBeInTheDocument();
    expect(bodyOf(sent('DELETE', '/api/sequences/s1')[0])).toEqual({ force: false });
    // The typed name stays, also after closing and opening the dialog again: only the force box is left to tick.
    await waitFor(() => expect(within(dialog).getByLabelText('Type the sequence name to confirm')).toHaveValue('Spring movers'));
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(spring).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete sequence' });
    expect(within(again).getByLabelText('Type the sequence name to confirm')).toHaveValue('Spring movers');
    expect(within(again).getByText('Cannot delete active sequence: 3 active enrollments')).toBeInTheDocument();
    await userEvent.click(within(again).getByLabelText('Force delete (cancel all scheduled sends)'));
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sequence deleted successfully')).toBeInTheDocument();
    expect(bodyOf(sent('DELETE', '/api/sequences/s1')[1])).toEqual({ force: true, reason: 'sequence_deleted' });
  });

  it('keeps the typed name after any failed delete, for that sequence only', async () => {
    setup({ 'DELETE /api/sequences/s1': json({ success: false, error: 'Database unavailable', message: 'Database unavailable', error_code: 'INTERNAL' }, 503) });
    const spring = await card('Spring movers');
    await userEvent.click(within(spring).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sequence' });
    await userEvent.click(within(dialog).getByLabelText('Type the sequence name to confirm'));
    await userEvent.paste('Spring movers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Type the sequence name to confirm')).toHaveValue('Spring movers');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(spring).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete sequence' });
    expect(within(again).getByLabelText('Type the sequence name to confirm')).toHaveValue('Spring movers');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await card('Draft one')).getByRole('button', { name: 'Delete' }));
    const other = await screen.findByRole('dialog', { name: 'Delete sequence' });
    expect(within(other).getByLabelText('Type the sequence name to confirm')).toHaveValue('');
  });

  it('duplicates a sequence and says what the copy is called', async () => {
    const { sent } = setup({ 'POST /api/sequences/s1/duplicate': { success: true, id: 'c1', sequence: sequenceCard('c1', { name: 'Spring movers (Copy)' }), error: null } });
    const spring = await card('Spring movers');
    await userEvent.click(within(spring).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Sequence duplicated as "Spring movers (Copy)"')).toBeInTheDocument();
    expect(sent('POST', '/api/sequences/s1/duplicate')).toHaveLength(1);
  });

  it('quick-creates with the default name and opens its designer; a name conflict opens the holder', async () => {
    let posts = 0;
    const { sent, bodyOf } = setup({
      'POST /api/sequences': () => {
        posts += 1;
        return posts === 1
          ? json({ success: true, id: 'n1', sequence: sequenceCard('n1'), error: null }, 201)
          : json({ success: false, error: 'name_conflict', message: 'taken', error_code: 'name_conflict', existing: { id: 'held' } }, 409);
      },
    });
    await card('Spring movers');
    await userEvent.click(screen.getAllByRole('button', { name: 'New Sequence' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/automation/sequences/n1/designer'));
    const body = bodyOf(sent('POST', '/api/sequences')[0]) as Record<string, unknown>;
    expect(body.name).toMatch(/^New Sequence \d{4}-\d{2}-\d{2} \d{13}$/);
    expect(body).toMatchObject({ is_active: true, stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 });
  });
});
