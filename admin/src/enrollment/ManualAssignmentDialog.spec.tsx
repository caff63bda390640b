import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { contact, contactsPage, step } from './enrollment-test-data';
import { ManualAssignmentDialog, NO_OPTED_IN_HINT, SHOW_NOT_OPTED_OUT, WIDENED_NOTE } from './ManualAssignmentDialog';

const SEQUENCE = { id: 's1', name: 'Spring movers' };

const setup = (routes: Parameters<typeof createFetchMock>[0] = {}) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/contacts': contactsPage([contact('c1'), contact('c2', { email: 'ghost@example.invalid' })]),
    'GET /api/sequences/s1/steps/v3': { success: true, steps: [step(1), step(2)] },
    ...routes,
  });
  const onClose = vi.fn();
  renderInAdmin(<ManualAssignmentDialog open sequence={SEQUENCE} onClose={onClose} />, { services: makeServices(fetchMock) });
  const contactQueries = () => calls.filter((call) => call.path === '/api/contacts').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
  return { calls, onClose, contactQueries };
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ManualAssignmentDialog', () => {
  it('lists contacts with the default filters and sort, leaving out placeholder addresses', async () => {
    const { contactQueries } = setup();
    expect(await screen.findByText('Contact c1')).toBeInTheDocument();
    expect(screen.queryByText('ghost@example.invalid')).not.toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    // The zone its sends respect, with the time there now, under the origin.
    expect(screen.getByText(/^America\/Chicago · \d{1,2}:\d{2}\s?[AP]M$/)).toBeInTheDocument();
    expect(screen.getByText('—', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(contactQueries()[0]).toEqual({ consent_status: 'opted_in', not_enrolled_in_sequence: 's1', sort: 'created_at', order: 'desc', limit: '50', offset: '0' });
    expect(screen.getByText('Send window: Next available (respecting contact timezone)')).toBeInTheDocument();
  });

  it('defaults to opted-in contacts and, when none has opted in, shows every contact not opted out by itself, saying so', async () => {
    const { contactQueries } = setup({
      'GET /api/contacts': ({ url }: { url: string }) =>
        json(url.includes('consent_status=opted_in') ? contactsPage([]) : contactsPage([contact('c1', { consent_status: 'unknown' })])),
    });
    const consent = screen.getByRole('combobox', { name: 'Consent status' });
    expect(contactQueries()[0]?.consent_status).toBe('opted_in');
    expect(await screen.findByText('Contact c1')).toBeInTheDocument();
    expect(screen.getByText(WIDENED_NOTE)).toBeInTheDocument();
    expect(contactQueries().at(-1)?.consent_status).toBe('not_opted_out');
    expect(consent).toHaveTextContent('Not opted out');

    // A filter the user picks is kept: opted in again finds nobody, and the hint offers the wider list.
    await userEvent.click(consent);
    await userEvent.click(await screen.findByRole('option', { name: 'opted_in' }));
    expect(await screen.findByText(NO_OPTED_IN_HINT)).toBeInTheDocument();
    expect(screen.queryByText(WIDENED_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText('Contact c1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHOW_NOT_OPTED_OUT }));
    expect(await screen.findByText('Contact c1')).toBeInTheDocument();
    expect(contactQueries().at(-1)?.consent_status).toBe('not_opted_out');
    expect(screen.queryByText(NO_OPTED_IN_HINT)).not.toBeInTheDocument();
    await userEvent.click(consent);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Any', 'Not opted out', 'opted_in', 'opted_out', 'unknown']);
  });

  it('offers nothing when opted-in contacts match', async () => {
    setup();
    await screen.findByText('Contact c1');
    expect(screen.queryByText(NO_OPTED_IN_HINT)).not.toBeInTheDocument();
    expect(screen.queryByText(WIDENED_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Consent status' })).toHaveTextContent('opted_in');
  });

  it('sends the search 300 ms after typing and only from 2 characters', async () => {
    const { contactQueries } = setup();
    await screen.findByText('Contact c1');
    const box = screen.getByLabelText('Search contacts');
    await userEvent.type(box, 'a');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(contactQueries().some((query) => 'q' in query)).toBe(false);
    await userEvent.type(box, 'n ');
    expect(contactQueries().some((query) => 'q' in query)).toBe(false);
    await waitFor(() => expect(contactQueries().at(-1)?.q).toBe('an'));
  });

  it('warns and shows every contact when the not-enrolled filter fails', async () => {
    setup({
      'GET /api/contacts': ({ url }: { url: string }) =>
        url.includes('not_enrolled_in_sequence') ? json({ success: false, error: 'boom' }, 500) : json(contactsPage([contact('c1')])),
    });
    expect(await screen.findByText('Eligible filter temporarily unavailable - showing all contacts')).toBeInTheDocument();
    expect(screen.getByText('Contact c1')).toBeInTheDocument();
  });

  it('says "Error Loading Contacts" when the list fails', async () => {
    setup({ 'GET /api/contacts': json({ success: false, error: 'bad request' }, 400) });
    expect(await screen.findByText('Error Loading Contacts')).toBeInTheDocument();
    expect(screen.getByText('Failed to load contacts')).toBeInTheDocument();
  });

  it('refuses to assign with no selection', async () => {
    setup();
    await screen.findByText('Contact c1');
    await userEvent.click(screen.getByRole('button', { name: 'Assign 0 Contacts' }));
    expect(await screen.findByText('No contacts selected')).toBeInTheDocument();
    expect(screen.getByText('Cannot Assign Contacts')).toBeInTheDocument();
  });

  it('warns about a sequence without steps and refuses to assign into it', async () => {
    setup({ 'GET /api/sequences/s1/steps/v3': { success: true, steps: [] } });
    await userEvent.click(await screen.findByLabelText('Select Contact c1'));
    expect(await screen.findByText('This sequence has no steps. Add at least one step before enrolling contacts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 Contact' }));
    expect(await screen.findByText('Cannot Assign Contacts')).toBeInTheDocument();
  });

  it('warns when starting after step 1', async () => {
    setup();
    await screen.findByText('Contact c1');
    await userEvent.click(screen.getByLabelText('Start at step'));
    await userEvent.click(await screen.findByRole('option', { name: 'Step 2' }));
    expect(screen.getByText('Skipping Steps')).toBeInTheDocument();
  });

  it('assigns, downloads the exclusions CSV and closes 1.5 s later', async () => {
    // Spies, restored after the test: assigning to URL's own methods would outlive this file in a shared worker.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls, onClose } = setup({
      'POST /api/enrollment/sequences/s1/manual-assign': {
        success: true, assigned_count: 1, skipped_count: 1, skippedReasons: { counts: { already_enrolled: 1 }, contacts: [{ contact_id: 'x', reason: 'already_enrolled' }] }, enrollment_ids: ['e1'], exclusions_csv: 'contact_id,reason\nx,already_enrolled\n',
      },
    });
    await userEvent.click(await screen.findByLabelText('Select Contact c1'));
    await userEvent.type(screen.getByLabelText('Custom delay (minutes)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 Contact' }));
    expect(await screen.findByText(/^Successfully assigned 1 contacts \(1 skipped/)).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/enrollment/sequences/s1/manual-assign');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ contact_ids: ['uuid-c1'], start_step: 1, delay_overrides: { '1': 1800 } });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(onClose).toHaveBeenCalledTimes(1);
    click.mockRestore();
    // Opened again (here: still open), a second assignment can be made: Assign is not left disabled.
    await userEvent.click(await screen.findByLabelText('Select Contact c1'));
    expect(screen.getByRole('button', { name: 'Assign 1 Contact' })).toBeEnabled();
  });

  it('names the contacts a refused assignment could not find', async () => {
    setup({
      'POST /api/enrollment/sequences/s1/manual-assign': json({ success: false, error: 'not found', error_code: 'CONTACTS_NOT_FOUND', missing_ids: ['uuid-c1'] }, 404),
    });
    await userEvent.click(await screen.findByLabelText('Select Contact c1'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 Contact' }));
    expect(await screen.findByText('Contacts not found: uuid-c1')).toBeInTheDocument();
    expect(screen.getByText('Assignment Failed')).toBeInTheDocument();
  });

  it('says some contacts are already enrolled on 409', async () => {
    setup({ 'POST /api/enrollment/sequences/s1/manual-assign': json({ success: false, error: 'conflict', error_code: 'ALREADY_ENROLLED' }, 409) });
    await userEvent.click(await screen.findByLabelText('Select Contact c1'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign 1 Contact' }));
    expect(await screen.findByText('Some contacts are already enrolled in this sequence')).toBeInTheDocument();
  });
});
