/**
 * Typed factories for the e2e tests' set-up rows: one call a row (or a list of rows in one statement), the table's
 * defaults for what a test does not name, the created row answered as stored. They take what the test holds (a
 * DataSource, an EntityManager, a pg Client); `sql(...)` writes a value as SQL (times from the database's clock).
 */
export { type Db, type Fields, type SqlValue, sql } from './insert-rows';
export * from './contacts';
export * from './opportunities';
export * from './templates';
export * from './sequences';
export * from './rules';
export * from './runs';
export * from './deliveries';
export * from './suppressions';
