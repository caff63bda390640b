import { isoDuration } from './sequence.mapper';

describe('isoDuration', () => {
  it('should write seconds as an ISO 8601 duration', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(9000)).toBe('PT2H30M');
    expect(isoDuration(86400)).toBe('P1D');
    expect(isoDuration(90061)).toBe('P1DT1H1M1S');
  });
});
