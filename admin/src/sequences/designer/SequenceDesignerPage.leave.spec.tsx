import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSequenceScreenWithSidebar, savedStep, sequence, template } from './test/sequence-test-kit';
import { LEAVE_TEXT, LEAVE_TITLE } from './parts/LeaveGuard';
import SequenceDesignerPage from './SequenceDesignerPage';

const ROUTE = '/automation/sequences/:id/designer';
const existing = { ...sequence('s1', { name: 'Spring movers' }), steps: [savedStep(1, 't1', 0)] };

const renderDesigner = (id = 's1') =>
  renderSequenceScreenWithSidebar(ROUTE, <SequenceDesignerPage />, {
    path: `/automation/sequences/${id}/designer`,
    sequences: [existing] as never[],
    templates: [template('t1', { name: 'Welcome' })],
  });

const location = () => screen.getByTestId('location').textContent;
const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });
const nameField = () => screen.getByLabelText(/^Name/);

/** Opens the saved sequence and renames it (unsaved). */
const editName = async () => {
  await userEvent.type(await screen.findByDisplayValue('Spring movers'), ' 2');
  expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
};

describe('SequenceDesignerPage: leaving with unsaved changes', () => {
  it('leaves at once through the sidebar when nothing is unsaved', async () => {
    renderDesigner();
    await screen.findByDisplayValue('Spring movers');
    await userEvent.click(sidebarLink('Templates'));
    await waitFor(() => expect(location()).toBe('/automation/templates'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a sidebar link leaves unsaved changes; Stay keeps the page and the edits', async () => {
    renderDesigner();
    await editName();
    await userEvent.click(sidebarLink('Templates'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(dialog).toHaveTextContent(LEAVE_TEXT);
    expect(location()).toBe('/automation/sequences/s1/designer');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/automation/sequences/s1/designer');
    expect(nameField()).toHaveValue('Spring movers 2');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
  });

  it('Leave goes where the link pointed', async () => {
    renderDesigner();
    await editName();
    await userEvent.click(sidebarLink('Dashboard'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByTestId('sequence-designer')).not.toBeInTheDocument();
  });

  it('asks on the Back arrow too', async () => {
    renderDesigner();
    await editName();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    expect(location()).toBe('/automation/sequences/s1/designer');
  });

  it('does not ask when Save & Close moves on to the list', async () => {
    const { provider } = renderDesigner();
    await editName();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(location()).toBe('/automation/sequences'));
    expect(provider.update).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).not.toBeInTheDocument();
  });

  it('does not ask when Cancel closes an unsaved new sequence', async () => {
    renderDesigner('new');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/automation/sequences'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).not.toBeInTheDocument();
  });
});
