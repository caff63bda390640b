import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { QueryFailedError } from 'typeorm';
import { isContactsBusy, parseContactSort, searchPatterns, searchTerm } from './contact-list.policy';
import { CONTACTS_BUSY_MESSAGE, ContactsError, ContactsErrorCode, contactsBusy } from './contacts.errors';

describe(searchTerm.name, () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  m  ', undefined],
    ['Ma', 'ma'],
    ['  Maria   Lopez ', 'maria lopez'],
    ['(512) 555-0143', '5125550143'],
    ['+1 512', '1512'],
    ['555', '555'],
    ['50%_off\\', '50\\%\\_off\\\\'],
  ])('should turn %p into %p', (raw, expected) => {
    expect(searchTerm(raw)).toBe(expected);
  });
});

describe(searchPatterns.name, () => {
  it('should match 3 characters and more anywhere', () => {
    expect(searchPatterns('lop')).toEqual(['%lop%']);
    expect(searchPatterns('maria lopez')).toEqual(['%maria lopez%']);
  });

  it('should match 2 characters at the start of a word only (column start, after a space, @, . or -)', () => {
    expect(searchPatterns('lo')).toEqual(['lo%', '% lo%', '%@lo%', '%.lo%', '%-lo%']);
  });

  it('should count an escaped wildcard as one character', () => {
    expect(searchPatterns('5\\%')).toEqual(['5\\%%', '% 5\\%%', '%@5\\%%', '%.5\\%%', '%-5\\%%']);
    expect(searchPatterns('5\\%x')).toEqual(['%5\\%x%']);
  });
});

describe(parseContactSort.name, () => {
  it.each([
    [undefined, undefined, { field: 'created_at', dir: 'desc' }],
    ['created_at', undefined, { field: 'created_at', dir: 'desc' }],
    ['created_at', 'asc', { field: 'created_at', dir: 'asc' }],
    ['name', undefined, { field: 'name', dir: 'asc' }],
    ['-email', undefined, { field: 'email', dir: 'desc' }],
    ['-email', 'asc', { field: 'email', dir: 'asc' }],
  ] as const)('should read sort %p order %p', (sort, order, expected) => {
    expect(parseContactSort(sort, order)).toEqual(expected);
  });
});

describe(isContactsBusy.name, () => {
  const failed = (code: string, message = 'boom'): QueryFailedError => new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

  it.each(['57014', '53300', '53200'])('should call SQLSTATE %s load shedding', (code) => {
    expect(isContactsBusy(failed(code))).toBe(true);
  });

  it('should call a pool that cannot hand out a connection load shedding', () => {
    expect(isContactsBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each(['42703', '23505', '08006'])('should not call SQLSTATE %s load shedding', (code) => {
    expect(isContactsBusy(failed(code))).toBe(false);
  });

  it('should not call other errors load shedding', () => {
    expect(isContactsBusy(new Error('nope'))).toBe(false);
    expect(isContactsBusy(undefined)).toBe(false);
  });
});

describe('contacts errors in the app envelope', () => {
  const filter = new AppExceptionFilter();

  it('should answer CONTACTS_BUSY with 503 and its message', () => {
    expect(filter.map(contactsBusy())).toEqual({
      status: 503,
      body: { success: false, error: CONTACTS_BUSY_MESSAGE, message: CONTACTS_BUSY_MESSAGE, error_code: 'CONTACTS_BUSY' },
    });
  });

  it('should map every other error as the app does', () => {
    expect(filter.map(new ContactsError(ContactsErrorCode.ContactNotFound, 'Contact x not found')).status).toBe(404);
    expect(filter.map(new Error('secret')).body).toMatchObject({ error_code: 'INTERNAL_ERROR', message: 'Internal server error' });
  });
});
