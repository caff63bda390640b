import { parseMoney } from './money';

describe(parseMoney.name, () => {
  it.each([
    ['$4,250.00', 4250],
    ['4250', 4250],
    ['USD 4,250', 4250],
    ['4,250 USD', 4250],
    ['US$ 4,250.50', 4250.5],
    ['$ 1,234,567.89', 1234567.89],
    ['  $950 ', 950],
    ['$4.5k', 4500],
    ['approx. $2,000', 2000],
    ['$4,250.00 (estimate)', 4250],
    ['$3,000 - $4,000', 3500],
    ['$3,000-$4,000', 3500],
    ['3000 to 4500', 3750],
    ['$6,800 – $7,400', 7100],
    ['0', 0],
  ])('should parse %p as %p', (raw, expected) => {
    expect(parseMoney(raw)).toBe(expected);
  });

  it('should accept a finite non-negative number as is', () => {
    expect(parseMoney(4250.004)).toBe(4250);
  });

  it.each(['', 'N/A', 'call for quote', '$', '4,25', '12,34,567', '-$400', '$4,250 plus tips and more text', '1.2.3'])(
    'should return null for %p',
    (raw) => {
      expect(parseMoney(raw)).toBeNull();
    },
  );

  it('should return null for null, undefined and non-finite numbers', () => {
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(-5)).toBeNull();
  });
});
