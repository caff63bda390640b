import { QueryFailedError } from 'typeorm';
import { AppExceptionFilter } from '../filters/app-exception.filter';
import { isDatabaseBusy, isDatabaseUnavailable, queueUnavailable } from './outage';

const withCode = (message: string, code?: string): Error => Object.assign(new Error(message), code ? { code } : {});

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection failure SQLSTATE', withCode('could not connect', '08006')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', new QueryFailedError('SELECT 1', [], withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
  ])('should recognise %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError('x is undefined')],
    ['a non-error', 'boom'],
  ])('should not blame the connection for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe(isDatabaseBusy.name, () => {
  it('should recognise a statement the database shed, and nothing else', () => {
    expect(isDatabaseBusy(new QueryFailedError('SELECT count(*) FROM contacts', [], withCode('canceling statement due to statement timeout', '57014')))).toBe(true);
    expect(isDatabaseBusy(withCode('out of memory', '53200'))).toBe(true);
    expect(isDatabaseBusy(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseBusy(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(false);
  });
});

describe(AppExceptionFilter.name, () => {
  const sut = new AppExceptionFilter();

  it('should answer 503 DATABASE_BUSY for a statement past the statement timeout, without its details', () => {
    const { status, body } = sut.map(new QueryFailedError('SELECT count(*) FROM contacts WHERE email = $1', ['ann@example.com'], withCode('canceling statement due to statement timeout', '57014')));
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, error: 'The database is too busy to answer this right now. Please try again in a moment.', message: 'The database is too busy to answer this right now. Please try again in a moment.', error_code: 'DATABASE_BUSY' });
  });

  it('should answer 503 DATABASE_UNAVAILABLE for a lost database, without its details', () => {
    const { status, body } = sut.map(new QueryFailedError('SELECT * FROM users WHERE token = $1', ['secret'], withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')));
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, error_code: 'DATABASE_UNAVAILABLE' });
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.5|secret|SELECT/);
  });

  it('should answer 503 QUEUE_UNAVAILABLE with its message', () => {
    const { status, body } = sut.map(queueUnavailable());
    expect(status).toBe(503);
    expect(body.error_code).toBe('QUEUE_UNAVAILABLE');
    expect(body.message).toMatch(/job queue is unavailable/);
  });
});
