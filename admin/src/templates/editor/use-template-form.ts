import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity, useGetOne, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetails, errorStatus, failureMessage, useEditorApi, type TemplateRecordLike } from './editor-api';
import { htmlToText } from './rules/html-support';

export interface TemplateDraft {
  name: string;
  subject: string;
  tags: string[];
  html: string;
}

export const EMPTY_DRAFT: TemplateDraft = { name: '', subject: '', tags: [], html: '' };
export const SAVE_FAILED_TITLE = 'Failed to save template';
export const NAME_REQUIRED = 'Name is required';

export const sameDraft = (a: TemplateDraft, b: TemplateDraft): boolean =>
  a.name === b.name && a.subject === b.subject && a.html === b.html && a.tags.join('\u0000') === b.tags.join('\u0000');

export const draftOf = (record: TemplateRecordLike): TemplateDraft => ({
  name: record.name ?? '',
  subject: record.subject ?? '',
  tags: record.tags ?? [],
  html: record.html ?? record.html_content ?? '',
});

/** The load failure's message and whether its toast stays until closed. */
export const loadFailure = (error: unknown): { message: string; persistent: boolean } => {
  const status = errorStatus(error);
  if (status === 404) return { message: 'Template not found or deleted', persistent: false };
  if (status !== null && status >= 500) return { message: 'Server error loading template', persistent: true };
  if (status === 0) return { message: 'Network error', persistent: false };
  return { message: 'Failed to load template', persistent: false };
};

const NEW_TEMPLATE_PATH = '/automation/templates';

/**
 * The template being edited: loads it (when it has an id), holds the draft and the last saved values (the unsaved
 * indicator compares them), and saves with trimmed name and subject (create, then the route moves to the new id).
 */
export const useTemplateForm = (templateId: string | null) => {
  const api = useEditorApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { data: record, error: loadError, isPending } = useGetOne<TemplateRecordLike & { id: string }>(
    'templates',
    { id: templateId ?? '' },
    { enabled: templateId !== null, retry: false },
  );

  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [saved, setSaved] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [savedId, setSavedId] = useState<string | null>(templateId);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  /** Bumped each time a record is loaded into the draft, so the body editor takes the loaded HTML. */
  const [loadCount, setLoadCount] = useState(0);
  const loadedId = useRef<string | null>(null);
  const extra = useRef<{ folder_id: string | null; owner_user_id: string | null }>({ folder_id: null, owner_user_id: null });

  // The list (open behind the editor) seeds react-admin's getOne cache with its rows, which carry no body: only the
  // full record, with its HTML, is loaded into the form (else the editor would open empty and stay so).
  const full = record && typeof (record.html ?? record.html_content) === 'string' ? record : undefined;

  useEffect(() => {
    if (!full || String(full.id) === loadedId.current) return;
    loadedId.current = String(full.id);
    const loaded = draftOf(full);
    extra.current = { folder_id: full.folder_id ?? full.folderId ?? null, owner_user_id: full.owner_user_id ?? null };
    setSavedId(String(full.id));
    setDraft(loaded);
    setSaved(loaded);
    setLoadCount((count) => count + 1);
  }, [full]);

  useEffect(() => {
    if (!loadError) return;
    const { message, persistent } = loadFailure(loadError);
    notify(message, { type: 'error', autoHideDuration: persistent ? null : 6000 });
  }, [loadError, notify]);

  const dirty = !sameDraft(draft, saved);
  /** The visual editor rewrote the loaded HTML without changing it (attribute order, entities): adopt its form. */
  const normalizeHtml = useCallback((html: string) => {
    setSaved((current) => ({ ...current, html }));
    setDraft((current) => ({ ...current, html }));
  }, []);
  const update = useCallback((change: Partial<TemplateDraft>) => {
    if (change.name !== undefined) setNameError(null);
    setDraft((current) => ({ ...current, ...change }));
  }, []);

  const saveNow = async (): Promise<boolean> => {
    if (saving) return false;
    const sent: TemplateDraft = { ...draft, name: draft.name.trim(), subject: draft.subject.trim() };
    if (!sent.name) {
      setNameError(NAME_REQUIRED);
      notify(NAME_REQUIRED, { type: 'error', title: SAVE_FAILED_TITLE, autoHideDuration: 6000 });
      return false;
    }
    const input = {
      name: sent.name,
      subject: sent.subject,
      html: sent.html,
      text: htmlToText(sent.html),
      tags: sent.tags,
      folder_id: extra.current.folder_id,
      owner_user_id: extra.current.owner_user_id ?? (identity?.id !== undefined ? String(identity.id) : null),
    };
    setSaving(true);
    try {
      let id = savedId;
      if (id) {
        await api.update('templates', { id, data: input, previousData: record ?? { id } });
      } else {
        const { data } = await api.create('templates', { data: input });
        id = String(data.id);
        loadedId.current = id;
        extra.current = { ...extra.current, owner_user_id: input.owner_user_id };
        setSavedId(id);
      }
      const startedFrom = draft;
      setSaved(sent);
      setDraft((current) => (sameDraft(current, startedFrom) ? sent : current));
      notify('Template saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
      if (!savedId) void navigate(`${NEW_TEMPLATE_PATH}/${id}`, { replace: true });
      return true;
    } catch (error) {
      const details = errorDetails(error);
      const message = details.length ? details.join('\n') : failureMessage(error);
      notify(createElement('span', { style: { whiteSpace: 'pre-line' } }, message), {
        type: 'error',
        title: SAVE_FAILED_TITLE,
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    update,
    normalizeHtml,
    dirty,
    saving,
    save: saveNow,
    savedId,
    nameError,
    loadCount,
    loading: templateId !== null && (isPending || !full) && !loadError,
    loadError: loadError ? loadFailure(loadError).message : null,
    loadStatus: loadError ? errorStatus(loadError) : null,
    owner: identity ? [identity.fullName, (identity as { email?: string }).email].filter(Boolean).join(' · ') : '',
    ownerEmail: (identity as { email?: string } | undefined)?.email ?? '',
    /** The loaded template's owner, for the write rule (null for a new template, or until it is loaded). */
    owned: full ? { owner_user_id: full.owner_user_id ?? null } : null,
  };
};

export type TemplateForm = ReturnType<typeof useTemplateForm>;
