/** Where the templates screen lives (the resource is `templates`, its screen sits under Automation). */
export const TEMPLATES_PATH = '/automation/templates';
/** The editor for a new template (the picker's "Create a template" link opens it in a new tab). */
export const NEW_TEMPLATE_PATH = `${TEMPLATES_PATH}/new`;

/** The editor for one template. */
export const templatePath = (id: string | number): string => `${TEMPLATES_PATH}/${encodeURIComponent(String(id))}`;

/** What the path below the templates screen opens: nothing, a new template, or the template with that id. */
export type EditorTarget = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** The editor target of the rest of the path after /automation/templates/ ('' → none, 'new', an id). */
export const editorTargetOf = (rest: string | undefined): EditorTarget => {
  const segment = (rest ?? '').replace(/\/+$/, '');
  if (!segment) return { kind: 'none' };
  if (segment === 'new') return { kind: 'new' };
  // The router hands the rest of the path over decoded; deeper paths open nothing.
  if (segment.includes('/')) return { kind: 'none' };
  return { kind: 'edit', id: segment };
};
