import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuleExclusion } from '../api/types';
import { createFetchMock, signedIn } from '../test/fetch-mock';
import { makeServices, renderInAdmin } from '../test/render';
import { CriteriaBuilder } from './CriteriaBuilder';
import type { FilterDraft } from './criteria-fields';
import { EnrollmentDrawer } from './EnrollmentDrawer';
import { rule } from './enrollment-test-data';

afterEach(() => vi.unstubAllGlobals());

/** The builder over its own state, as a dialog holds it; `withExclusions` false: a step condition's. */
const Harness = ({ withExclusions, onFilters }: { withExclusions: boolean; onFilters: (filters: FilterDraft[]) => void }) => {
  const [filters, setFilters] = useState<FilterDraft[]>([]);
  const [exclusions, setExclusions] = useState<RuleExclusion[]>([]);
  const change = (next: FilterDraft[]) => {
    setFilters(next);
    onFilters(next);
  };
  return withExclusions
    ? <CriteriaBuilder filters={filters} exclusions={exclusions} onFiltersChange={change} onExclusionsChange={setExclusions} />
    : <CriteriaBuilder filters={filters} onFiltersChange={change} title="Skip this step if (every filter must match)" caption="Checked when the step is due." />;
};

const chooseHasPhone = async (answer: 'Yes' | 'No') => {
  await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Field' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Has phone number' }));
  expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveTextContent('is');
  await userEvent.click(screen.getByRole('combobox', { name: 'Value' }));
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Yes', 'No']);
  await userEvent.click(screen.getByRole('option', { name: answer }));
};

describe('CriteriaBuilder', () => {
  it("a rule's: its heading, its note on the latest lead and the exclusions, as before", () => {
    render(<Harness withExclusions onFilters={vi.fn()} />);
    expect(screen.getByText('Criteria (every filter must match)')).toBeInTheDocument();
    expect(screen.getByText("Lead source, opportunity status, move date and days until move are those of the contact's latest lead.")).toBeInTheDocument();
    expect(screen.getByText('Exclusions')).toBeInTheDocument();
    expect(screen.getByLabelText('Bounced')).not.toBeChecked();
    expect(screen.getByLabelText('In another active sequence')).toBeInTheDocument();
  });

  it("a step condition's: its own heading and note, no exclusions, and Has phone number as Yes / No", async () => {
    const onFilters = vi.fn();
    render(<Harness withExclusions={false} onFilters={onFilters} />);
    expect(screen.getByText('Skip this step if (every filter must match)')).toBeInTheDocument();
    expect(screen.getByText('Checked when the step is due.')).toBeInTheDocument();
    expect(screen.queryByText('Criteria (every filter must match)')).not.toBeInTheDocument();
    expect(screen.queryByText('Exclusions')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await chooseHasPhone('No');
    expect(onFilters).toHaveBeenLastCalledWith([{ field: 'has_phone', op: 'eq', value: 'false' }]);
    expect(screen.getByRole('combobox', { name: 'Value' })).toHaveTextContent('No');
  });
});

describe('NewRuleDialog: the criteria editor', () => {
  it('still offers the exclusions, and sends has_phone as a boolean', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /auth/status': signedIn(),
      'GET /api/enrollment/sequences/s1/rules': { success: true, rules: [] },
      'GET /api/enrollment/sequences/s1/enrollments': { success: true, total: 0, enrollments: [] },
      'POST /api/enrollment/rules': { success: true, rule: rule('r9') },
    });
    renderInAdmin(<EnrollmentDrawer open sequence={{ id: 's1', name: 'Spring movers', step_count: 2, owner_user_id: 'u1' }} onClose={vi.fn()} />, { services: makeServices(fetchMock) });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Rule' });
    expect(within(dialog).getByText('Criteria (every filter must match)')).toBeInTheDocument();
    expect(within(dialog).getByText('Exclusions')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Bounced'));
    await chooseHasPhone('Yes');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Callable');
    await userEvent.type(within(dialog).getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Enrollment rule created successfully')).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST' && call.path === '/api/enrollment/rules');
    expect(JSON.parse(String(posted[0]?.init?.body))).toMatchObject({
      name: 'Callable', criteria_json: { filters: [{ field: 'has_phone', op: 'eq', value: true }], exclusions: ['bounced'] },
    });
  });
});
