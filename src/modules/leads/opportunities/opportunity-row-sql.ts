import type { EntityManager } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { OpportunityEntity } from './entities/opportunity.entity';

/**
 * Whole opportunity rows read and written with raw SQL, converted through the entity's TypeORM metadata (column
 * types, the numeric transformer, json and arrays) exactly as the query builder would. Lead intake writes a row per
 * email; the query builder's statement building cost it more CPU than PostgreSQL spent on the statement.
 */

/** The columns a whole-row write sets: not the id, the timestamps, or those only the duplicate and merge statements set. */
const writableColumns = (manager: EntityManager): ColumnMetadata[] =>
  manager.connection
    .getMetadata(OpportunityEntity)
    .columns.filter((column) => column.isUpdate && column.isInsert && !column.isPrimary && !column.isCreateDate && !column.isUpdateDate && !column.isVirtual);

/** A raw row (`SELECT *` / `RETURNING *`) as the entity TypeORM would build. */
export function hydrateOpportunity(manager: EntityManager, raw: Record<string, unknown>): OpportunityEntity {
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(OpportunityEntity);
  const row = metadata.create() as OpportunityEntity;
  for (const column of metadata.columns) {
    if (column.databaseName in raw) column.setEntityValue(row, driver.prepareHydratedValue(raw[column.databaseName], column));
  }
  return row;
}

/**
 * A new row in memory: columns with a plain default hold it (status 'new', process status 'scraped', …), nullable
 * columns without one are null; the others (SQL-expression defaults such as staff_edited_fields '{}') stay unset, so
 * the INSERT leaves them to the column.
 */
export function blankOpportunity(manager: EntityManager, trackingNumber: string): OpportunityEntity {
  const metadata = manager.connection.getMetadata(OpportunityEntity);
  const row = metadata.create() as OpportunityEntity;
  for (const column of writableColumns(manager)) {
    const given: unknown = column.default;
    if (typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean') column.setEntityValue(row, given);
    else if (column.isNullable && given === undefined) column.setEntityValue(row, null);
  }
  row.trackingNumber = trackingNumber;
  return row;
}

const updates = new WeakMap<EntityManager['connection'], { sql: string; columns: ColumnMetadata[] }>();

/** `UPDATE opportunities SET <every writable column> … WHERE id = $1` for `row`, the statement built once. */
export function updateOpportunityStatement(manager: EntityManager, row: OpportunityEntity): [string, unknown[]] {
  let statement = updates.get(manager.connection);
  if (!statement) {
    const columns = writableColumns(manager);
    const assignments = columns.map((column, index) => `"${column.databaseName}" = $${index + 2}`);
    statement = { sql: `UPDATE opportunities SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, columns };
    updates.set(manager.connection, statement);
  }
  const { driver } = manager.connection;
  return [statement.sql, [row.id, ...statement.columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column))]];
}

/**
 * `INSERT … ON CONFLICT (tracking_number) DO NOTHING RETURNING *` of the columns `row` sets (the others take their
 * defaults): a concurrent copy of the same lead that inserted first makes it answer no row.
 */
export function insertOpportunityStatement(manager: EntityManager, row: OpportunityEntity): [string, unknown[]] {
  const { driver } = manager.connection;
  const columns = writableColumns(manager).filter((column) => column.getEntityValue(row) !== undefined);
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  const values = columns.map((_, index) => `$${index + 1}`).join(', ');
  return [
    `INSERT INTO opportunities (${names}) VALUES (${values}) ON CONFLICT (tracking_number) DO NOTHING RETURNING *`,
    columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column)),
  ];
}
