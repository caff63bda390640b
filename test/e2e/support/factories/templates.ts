import { type Db, type Fields, given, insertRows, next } from './insert-rows';

export interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  html: string;
  text: string;
  tags: string[];
  variables: string[];
  folder_id: string | null;
  owner_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export type TemplateFields = Fields<TemplateRow>;

/** An email template: a fresh name and the subject 'Hello' unless given; body and the rest the table's defaults (empty). */
export async function insertTemplate(db: Db, fields: TemplateFields = {}): Promise<TemplateRow> {
  const [template] = await insertRows<TemplateRow>(db, 'email_templates', [{ name: `Factory template ${next()}`, subject: 'Hello', ...given(fields) }]);
  return template;
}
