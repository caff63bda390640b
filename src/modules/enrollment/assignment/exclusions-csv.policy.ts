/** The CSV of contacts left out of a manual assignment: header then one row per skipped contact. */
export interface ExclusionRow {
  contact_id: string;
  email: string | null;
  name: string;
  reason: string;
}

/** Quotes a field when it holds a comma, quote, CR or LF (quotes doubled); a leading =,+,-,@ is prefixed with ' against formula injection. */
export function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function exclusionsCsv(rows: readonly ExclusionRow[]): string | null {
  if (rows.length === 0) return null;
  const lines = ['contact_id,email,name,reason', ...rows.map((r) => [r.contact_id, r.email, r.name, r.reason].map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
