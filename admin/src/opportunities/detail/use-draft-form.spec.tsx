import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFetchMock, json, signedIn } from '../../test/fetch-mock';
import { makeServices, renderInAdmin } from '../../test/render';
import { ToastProvider } from '../../toasts/ToastProvider';
import { makeDetail } from './detail-test-data';
import { MoveDetailsCard } from './MoveDetailsCard';

const detail = makeDetail();
const PUT_PATH = `/api/opportunities/${detail.id}`;

const renderEditor = (answer: () => Response) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn('staff'),
    [`PUT ${PUT_PATH}`]: answer,
  });
  renderInAdmin(
    <ToastProvider>
      <MoveDetailsCard detail={detail} />
    </ToastProvider>,
    { services: makeServices(fetchMock) },
  );
  const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === PUT_PATH).map((call) => JSON.parse(String(call.init?.body)) as unknown);
  return { puts };
};

const form = () => screen.getByRole('form', { name: 'Edit move details' });
const isOpen = () => screen.queryByRole('form', { name: 'Edit move details' }) !== null;

/** The hook and EditCardForm, exercised through the Move Details card's editor. */
const openEditor = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Edit Move Details' }));
  expect(isOpen()).toBe(true);
};

describe('useDraftForm with EditCardForm (in the Move Details card)', () => {
  it('closes without a request when nothing changed (surrounding spaces do not count)', async () => {
    const { puts } = renderEditor(() => json({ success: true, error: null }));
    await openEditor();
    await userEvent.type(within(form()).getByLabelText('Origin Address'), '  ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(isOpen()).toBe(false);
    expect(puts()).toEqual([]);
    expect(screen.queryByText('Move details saved')).not.toBeInTheDocument();
  });

  it('sends only the changed, trimmed fields, then toasts and closes', async () => {
    const { puts } = renderEditor(() => json({ success: true, error: null }));
    await openEditor();
    const destination = within(form()).getByLabelText('Destination Address');
    await userEvent.clear(destination);
    await userEvent.type(destination, ' 5 Birch Ln, Boulder, CO ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Move details saved')).toBeInTheDocument();
    expect(puts()).toEqual([{ destination_address: '5 Birch Ln, Boulder, CO' }]);
    expect(isOpen()).toBe(false);
  });

  it('keeps the form open with the message above and the field error under the field', async () => {
    renderEditor(() =>
      json({ success: false, error: 'Validation failed', message: 'Validation failed', error_code: 'VALIDATION_FAILED', errors: { origin_address: 'origin_address is too long' } }, 400),
    );
    await openEditor();
    await userEvent.type(within(form()).getByLabelText('Origin Address'), ' Apt 2');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form()).findByText('origin_address is too long')).toBeInTheDocument();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Validation failed');
    expect(within(form()).getByLabelText('Origin Address')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText('Destination Address')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    expect(isOpen()).toBe(true);
  });
});
