import type { SuppressionRow } from 'src/modules/suppression/suppression.repository';
import { type Db, type Fields, given, insertRows } from './insert-rows';

/** A suppressions row, as the suppression module reads it. */
export type { SuppressionRow };

export type SuppressionFields = Fields<SuppressionRow> & { email: string };

/** An address on the suppression list: added by hand by 'test' unless given. */
export async function insertSuppression(db: Db, fields: SuppressionFields): Promise<SuppressionRow> {
  const [suppression] = await insertRows<SuppressionRow>(db, 'suppressions', [{ source: 'manual', created_by: 'test', ...given(fields) }]);
  return suppression;
}
