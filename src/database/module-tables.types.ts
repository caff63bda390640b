/**
 * The tables a feature module owns and the other modules' tables it reads, declared once in its
 * `tables.constants.ts`. Only the owner's code writes a table (INSERT, UPDATE, DELETE, a TypeORM entity); another
 * module changes it through the owner's service or a port. Reads of another module's table (a join for a list or a
 * report) are allowed where declared. src/table-ownership.spec.ts holds every module to its declaration.
 */
export interface ModuleTables {
  readonly owns: readonly string[];
  readonly reads: readonly string[];
}
