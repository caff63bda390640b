import { describe, expect, it } from 'vitest';
import { opportunityPath } from './paths';

describe('opportunityPath', () => {
  it('links to the detail page with the tracking number encoded', () => {
    expect(opportunityPath('Q2G-100234')).toBe('/opportunities/Q2G-100234');
    expect(opportunityPath('Q2G 1/2')).toBe('/opportunities/Q2G%201%2F2');
  });
});
