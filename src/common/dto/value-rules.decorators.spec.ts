import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import { validateSync } from 'class-validator';
import { blankToUndefined, toQueryBoolean, toQueryNumber } from './query-value.transform';
import { IsAmountBetween, IsTrueOrFalse, IsWholeNumberBetween, IsYearBetween } from './value-rules.decorators';

class Query {
  @Transform(toQueryNumber) @IsWholeNumberBetween(1, 720)
  hours!: number;

  @Transform(toQueryBoolean) @IsTrueOrFalse()
  include_noreply!: boolean;
}

class Range {
  @IsYearBetween(1900, 2999)
  date_from!: string;
}

class Body {
  @IsAmountBetween(0, 9_999_999_999.99, 2)
  estimated_revenue!: number;
}

const messages = <T extends object>(type: new () => T, plain: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(validateSync(plainToInstance(type, plain)).map((e) => [e.property, Object.values(e.constraints ?? {}).join('; ')]));

describe('query values and value rules', () => {
  it.each(['24', '1', '720'])('should take hours=%s', (hours) => {
    expect(messages(Query, { hours, include_noreply: 'true' })).toEqual({});
  });

  it.each(['abc', '0', '721', '1.5', '1e2', '0x10', '', ' 24', '-1', '99999999999999999999'])('should refuse hours=%p with one clear message', (hours) => {
    expect(messages(Query, { hours, include_noreply: 'true' })).toEqual({ hours: 'hours must be a whole number between 1 and 720' });
  });

  it('should refuse a repeated parameter (an array)', () => {
    expect(messages(Query, { hours: ['1', '2'], include_noreply: ['true', 'false'] })).toEqual({
      hours: 'hours must be a whole number between 1 and 720',
      include_noreply: 'include_noreply must be true or false',
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('should read include_noreply=%s as %p', (raw, value) => {
    expect(plainToInstance(Query, { hours: '1', include_noreply: raw }).include_noreply).toBe(value);
  });

  it.each(['maybe', 'TRUE', 'yes', '', '2'])('should refuse include_noreply=%p', (raw) => {
    expect(messages(Query, { hours: '1', include_noreply: raw })).toEqual({ include_noreply: 'include_noreply must be true or false' });
  });

  it.each([0, 1200, 2450.5, 4250.25, 9_999_999_999.99])('should take estimated_revenue %p', (value) => {
    expect(messages(Body, { estimated_revenue: value })).toEqual({});
  });

  it.each([1e308, -1, -0.01, 10_000_000_000, 12.345, 1e-7, Number.NaN, Infinity, '1200', true, null])('should refuse estimated_revenue %p', (value) => {
    expect(messages(Body, { estimated_revenue: value })).toEqual({
      estimated_revenue: 'estimated_revenue must be a number from 0 to 9999999999.99 with at most 2 decimals',
    });
  });

  it('should turn blank strings into undefined and trim the rest', () => {
    expect(blankToUndefined({ value: '   ' })).toBeUndefined();
    expect(blankToUndefined({ value: ' Q2G-1 ' })).toBe('Q2G-1');
    expect(blankToUndefined({ value: 5 })).toBe(5);
    expect(toQueryNumber({ value: '-5' })).toBe(-5);
  });

  it.each(['1900-01-01', '2026-11-22T10:00:00Z', '2999-12-31', 'not a date'])('should take date_from=%p as far as the year goes', (date) => {
    expect(messages(Range, { date_from: date })).toEqual({});
  });

  it.each(['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31T23:59:59Z'])('should refuse date_from=%p', (date) => {
    expect(messages(Range, { date_from: date })).toEqual({ date_from: 'date_from must be between 1900-01-01 and 2999-12-31' });
  });
});
