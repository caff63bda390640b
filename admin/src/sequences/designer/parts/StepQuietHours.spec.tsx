import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newStep, type DraftStep } from '../designer-rules';
import { orderedHours, StepQuietHours } from './StepQuietHours';

/** The field over its own step, reporting each patch. */
const Harness = ({ initial, onPatch }: { initial: DraftStep; onPatch: (patch: Partial<DraftStep>) => void }) => {
  const [step, setStep] = useState(initial);
  return <StepQuietHours step={step} onChange={(patch) => { onPatch(patch); setStep((current) => ({ ...current, ...patch })); }} />;
};

const renderHours = (quiet_hours: unknown) => {
  const onPatch = vi.fn<(patch: Partial<DraftStep>) => void>();
  const step = { ...newStep(2), extra: { quiet_hours, skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] } } } as DraftStep;
  render(<Harness initial={step} onPatch={onPatch} />);
  return { onPatch };
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('StepQuietHours', () => {
  it('switches the step to the morning hours, keeping its other passed-through fields, and back off', async () => {
    const { onPatch } = renderHours(null);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Send only between certain hours'));
    expect(onPatch).toHaveBeenLastCalledWith({ extra: { quiet_hours: { start_hour: 9, end_hour: 11 }, skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] } } });
    expect(screen.getByLabelText('From')).toHaveTextContent('9:00');
    expect(screen.getByLabelText('Until')).toHaveTextContent('11:00');
    await userEvent.click(screen.getByLabelText('Send only between certain hours'));
    expect(onPatch.mock.lastCall?.[0].extra?.quiet_hours).toBeNull();
  });

  it('shows stored hours and keeps them in order when the start passes the end', async () => {
    const { onPatch } = renderHours({ start_hour: 14, end_hour: 16 });
    expect(screen.getByLabelText('Send only between certain hours')).toBeChecked();
    await choose('From', '18:00');
    expect(onPatch.mock.lastCall?.[0].extra?.quiet_hours).toEqual({ start_hour: 18, end_hour: 19 });
    await choose('Until', '12:00');
    expect(onPatch.mock.lastCall?.[0].extra?.quiet_hours).toEqual({ start_hour: 11, end_hour: 12 });
  });

  it('orders hours either way', () => {
    expect(orderedHours({ start_hour: 9, end_hour: 11 }, 'start_hour')).toEqual({ start_hour: 9, end_hour: 11 });
    expect(orderedHours({ start_hour: 23, end_hour: 11 }, 'start_hour')).toEqual({ start_hour: 23, end_hour: 24 });
    expect(orderedHours({ start_hour: 9, end_hour: 1 }, 'end_hour')).toEqual({ start_hour: 0, end_hour: 1 });
  });
});
