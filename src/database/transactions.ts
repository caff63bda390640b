/**
 * One transaction helper for the whole app (@nestjs-cls/transactional over TypeORM). A service runs a unit of work
 * with `db.withTransaction(() => …)`; every repository call inside it, in any module, joins that transaction by
 * reading `db.tx` (the transaction's EntityManager, or the plain one outside a transaction), so no handle is passed
 * between services. Works in HTTP requests, queue workers and CLIs alike (a context is opened on demand).
 */
import { ClsPluginTransactional, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';

/** Injected as `TransactionHost<TypeOrmTransactions>` (the class is the DI token). */
export { TransactionHost };
export type TypeOrmTransactions = TransactionalAdapterTypeOrm;

export const transactionalPlugin = (): ClsPluginTransactional =>
  new ClsPluginTransactional({ adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }) });
