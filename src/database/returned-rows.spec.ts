import { returnedRows } from './returned-rows';

describe('returnedRows', () => {
  it('reads the rows of an UPDATE … RETURNING ([rows, count]), of a SELECT (the rows) and nothing from anything else', () => {
    expect(returnedRows([[{ id: 'a' }], 1])).toEqual([{ id: 'a' }]);
    expect(returnedRows([[], 0])).toEqual([]);
    expect(returnedRows([{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(returnedRows(undefined)).toEqual([]);
  });
});
