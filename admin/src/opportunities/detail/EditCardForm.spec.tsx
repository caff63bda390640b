import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makeDetail } from './detail-test-data';
import { MoveDetailsCard } from './MoveDetailsCard';

const detail = makeDetail();

const renderEditor = (failure?: ApiError) => {
  const { provider } = createMemoryDataProvider({ opportunities: [{ ...detail }] });
  if (failure) provider.update.mockRejectedValueOnce(failure);
  renderInAdmin(<MoveDetailsCard detail={detail} />, { dataProvider: provider });
  const puts = () => provider.update.mock.calls.map(([resource, params]) => ({ resource, id: params.id, data: params.data as unknown }));
  return { puts };
};

const form = () => screen.getByRole('form', { name: 'Edit move details' });
const isOpen = () => screen.queryByRole('form', { name: 'Edit move details' }) !== null;

/** The hook and EditCardForm, exercised through the Move Details card's editor. */
const openEditor = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Edit Move Details' }));
  expect(isOpen()).toBe(true);
};

describe('EditCardForm (in the Move Details card)', () => {
  it('closes without a request when nothing changed (surrounding spaces do not count)', async () => {
    const { puts } = renderEditor();
    await openEditor();
    await userEvent.type(within(form()).getByLabelText('Origin Address'), '  ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(isOpen()).toBe(false);
    expect(puts()).toEqual([]);
    expect(screen.queryByText('Move details saved')).not.toBeInTheDocument();
  });

  it('sends only the changed, trimmed fields, then notifies and closes', async () => {
    const { puts } = renderEditor();
    await openEditor();
    const destination = within(form()).getByLabelText('Destination Address');
    await userEvent.clear(destination);
    await userEvent.type(destination, ' 5 Birch Ln, Boulder, CO ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Move details saved')).toBeInTheDocument();
    expect(puts()).toEqual([{ resource: 'opportunities', id: detail.id, data: { destination_address: '5 Birch Ln, Boulder, CO' } }]);
    expect(isOpen()).toBe(false);
  });

  it('keeps the form open with the message above and the field error under the field', async () => {
    renderEditor(
      new ApiError({ message: 'Validation failed', status: 400, errorCode: 'VALIDATION_FAILED', fieldErrors: { origin_address: 'origin_address is too long' } }),
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
