import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SequenceInput, SequenceRecord } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { ApiError } from '../../providers/api-error';
import { isObject } from '../../providers/json';
import { defaultSequenceName, withTimestamp } from './sequence-card-rules';

/** A new sequence's designer fields before anyone edits them. */
export const NEW_SEQUENCE_DEFAULTS: Omit<SequenceInput, 'name'> = {
  description: '',
  is_active: true,
  stop_on_reply: false,
  stop_on_ooo: false,
  stop_on_bounce: true,
  reply_lookback_hours: 72,
  goal_statuses: ['booked'],
  goal_move_date_passed: false,
};

export const designerPath = (id: string) => `/automation/sequences/${encodeURIComponent(id)}/designer`;
export const NEW_DESIGNER_PATH = '/automation/sequences/new/designer';

/** The live sequence a 409 name_conflict names, if any. */
const existingIdOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || !isObject(error.body)) return null;
  const existing = error.body.existing;
  return isObject(existing) && typeof existing.id === 'string' ? existing.id : null;
};

const isNameConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * New Sequence: creates one with the default name and opens its designer. On a name conflict it opens the sequence
 * that holds the name; without that id it tries once more with a timestamp suffix, and failing that opens the
 * designer for a new, unsaved sequence.
 */
export const useQuickCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  const attempt = useCallback(
    async (name: string) => (await dataProvider.create<SequenceRecord>('sequences', { data: { ...NEW_SEQUENCE_DEFAULTS, name } })).data,
    [dataProvider],
  );

  const quickCreate = useCallback(async () => {
    setCreating(true);
    const name = defaultSequenceName();
    try {
      const created = await attempt(name);
      void navigate(designerPath(String(created.id)));
    } catch (error) {
      if (!isNameConflict(error)) {
        notify('Failed to create sequence', { type: 'error' });
        return;
      }
      const existing = existingIdOf(error);
      if (existing) {
        void navigate(designerPath(existing));
        return;
      }
      try {
        const created = await attempt(withTimestamp(name));
        void navigate(designerPath(String(created.id)));
      } catch {
        void navigate(NEW_DESIGNER_PATH);
      }
    } finally {
      setCreating(false);
    }
  }, [attempt, navigate, notify]);

  return { quickCreate, creating };
};
