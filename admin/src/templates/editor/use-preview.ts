import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { failureMessage, useEditorApi, type EditorContact } from './editor-api';

export type PreviewMode = 'rendered' | 'inlined';
export const PREVIEW_DEBOUNCE_MS = 500;
export const PREVIEW_NEEDS_SAVE = 'Please save the template before previewing';
export const PREVIEW_FAILED = 'Failed to generate preview';
export const INLINED_FAILED = 'Failed to generate inlined preview';
export const IMAGES_FAILED = 'Some images failed to load';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The preview's contact: a stored contact by id (uuid), else its fields laid over the example data. */
export const previewContactArg = (contact: EditorContact | null): string | Record<string, string | null> | null => {
  if (!contact) return null;
  if (typeof contact.id === 'string' && UUID.test(contact.id)) return contact.id;
  const fields: Record<string, string | null> = {
    first_name: contact.first_name ?? null,
    last_name: contact.last_name ?? null,
    email: contact.email ?? null,
  };
  if (contact.name) fields.name = contact.name;
  return fields;
};

const warningText = (warning: unknown): string => {
  if (typeof warning === 'string') return warning;
  if (warning && typeof warning === 'object' && 'message' in warning && typeof warning.message === 'string') return warning.message;
  return JSON.stringify(warning);
};

export interface PreviewState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  html: string;
  warnings: string[];
  error: string | null;
}

const IDLE: PreviewState = { status: 'idle', html: '', warnings: [], error: null };

/**
 * The preview's content, fetched 500 ms after the last change of what it depends on (mode, template id, contact,
 * HTML); an answer that arrives after a newer request started is dropped. Rendered = the saved template rendered
 * by the server for the contact; Inlined = the current HTML with styles inlined.
 */
export const usePreview = (options: { active: boolean; templateId: string | null; html: string; contact: EditorContact | null; mode: PreviewMode }) => {
  const { active, templateId, html, contact, mode } = options;
  const api = useEditorApi();
  const notify = useNotify();
  const [state, setState] = useState<PreviewState>(IDLE);
  const generation = useRef(0);
  const contactArg = JSON.stringify(previewContactArg(contact));

  useEffect(() => {
    if (!active || !templateId) return undefined;
    const current = ++generation.current;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    const timer = setTimeout(() => {
      const run = async () => {
        try {
          if (mode === 'rendered') {
            const data = await api.previewTemplate(templateId, JSON.parse(contactArg) as ReturnType<typeof previewContactArg>);
            if (current !== generation.current) return;
            setState({ status: 'ready', html: data.html, warnings: (data.warnings ?? []).map(warningText), error: null });
            if ((data.missing_assets ?? []).length > 0) notify(IMAGES_FAILED, { type: 'warning' });
          } else {
            const data = await api.inlineTemplateHtml({ html, resolve_assets: true, sanitize: true, inline: true });
            if (current !== generation.current) return;
            setState({ status: 'ready', html: data.html_inlined, warnings: (data.warnings ?? []).map(warningText), error: null });
          }
        } catch (error) {
          if (current !== generation.current) return;
          const title = mode === 'rendered' ? PREVIEW_FAILED : INLINED_FAILED;
          setState({ status: 'error', html: '', warnings: [], error: failureMessage(error, title) });
          notify(failureMessage(error, title), { type: 'error', title });
        }
      };
      void run();
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, templateId, html, contactArg, mode, api, notify]);

  return state;
};
