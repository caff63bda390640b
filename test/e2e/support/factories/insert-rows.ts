/**
 * The one INSERT the e2e factories share: rows of one table in a single statement, columns left out taking the
 * table's defaults, answering every created row (`RETURNING *`).
 */

/** Whatever a test holds: a TypeORM DataSource, EntityManager or QueryRunner (rows answered as an array) or a pg Client or Pool (`{ rows }`). */
export interface Db {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const SQL = Symbol('sql');

/** A column value written as SQL, for what must read the database's clock: `sql("now() - interval '1 hour'")`. */
export interface SqlValue {
  readonly [SQL]: string;
}

export const sql = (text: string): SqlValue => ({ [SQL]: text });

const isSql = (value: unknown): value is SqlValue => typeof value === 'object' && value !== null && SQL in value;

/** A timestamp or date: a Date, an ISO string, or SQL. */
type Input<T> = (T extends Date ? Date | string : T) | SqlValue;

/** What a factory takes: any column of the row, each a value, a Date or ISO string for times, or SQL. */
export type Fields<Row> = { [K in keyof Row]?: Input<Row[K]> };

/** A JSON column's value (stored as jsonb). */
export type Json = Record<string, unknown>;

/**
 * Inserts the rows into `table` in one statement (`DEFAULT` for a column a row leaves out) and answers them as
 * stored; the columns named in `json` are sent as JSON text.
 */
export async function insertRows<Row>(db: Db, table: string, rows: readonly Record<string, unknown>[], json: readonly string[] = []): Promise<Row[]> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((column) => row[column] !== undefined)))];
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const values = columns.map((column) => {
      const value = row[column];
      if (value === undefined) return 'DEFAULT';
      if (isSql(value)) return value[SQL];
      params.push(json.includes(column) && value !== null ? JSON.stringify(value) : value);
      return `$${params.length}`;
    });
    return `(${values.join(', ')})`;
  });
  const result = await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING *`, params);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** The fields a caller gave a value, to spread over a factory's defaults (a field left undefined keeps its default). */
export const given = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

let made = 0;

/** A number new in this test file, for the unique names and keys the factories make up. */
export const next = (): number => (made += 1);
