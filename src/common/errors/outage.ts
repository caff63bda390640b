import { CommonError, CommonErrorCode } from './app-error';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again in a moment.';
export const QUEUE_UNAVAILABLE_MESSAGE = 'The job queue is unavailable right now. Please try again in a moment.';

/** SQLSTATE classes and codes that mean "PostgreSQL is not there", not "this statement is wrong". */
const DATABASE_DOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const DOWN_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Driver not Connected',
  'Client has encountered a connection error',
  'connection is closed',
  'the database system is starting up',
  'the database system is shutting down',
];

/**
 * True when an error (pg's, TypeORM's QueryFailedError wrapping pg's, or a socket error) says PostgreSQL cannot be
 * reached, so callers answer 503 DATABASE_UNAVAILABLE instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_DOWN_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DOWN_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs of a statement the database shed: the statement timeout, or a resource (memory, disk) running out. */
const DATABASE_BUSY_SQLSTATES = new Set(['57014', '53000', '53100', '53200']);
export const DATABASE_BUSY_MESSAGE = 'The database is too busy to answer this right now. Please try again in a moment.';

/** True when an error (pg's, or TypeORM's QueryFailedError wrapping it) says the database shed the statement. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && DATABASE_BUSY_SQLSTATES.has(code)) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

export const databaseUnavailable = (): CommonError => new CommonError(CommonErrorCode.DatabaseUnavailable, DATABASE_UNAVAILABLE_MESSAGE);
export const databaseBusy = (): CommonError => new CommonError(CommonErrorCode.DatabaseBusy, DATABASE_BUSY_MESSAGE);
export const queueUnavailable = (): CommonError => new CommonError(CommonErrorCode.QueueUnavailable, QUEUE_UNAVAILABLE_MESSAGE);
