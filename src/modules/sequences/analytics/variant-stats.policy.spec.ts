import { compareVariants } from './variant-stats.policy';

describe('variant stats policy', () => {
  it('says who leads by how many points, and whether it is significant at 95%', () => {
    // 14% vs 10% on 100 sends each: z ≈ 0.87, not significant.
    expect(compareVariants([{ variant: 'A', sent: 100, replied: 10 }, { variant: 'B', sent: 100, replied: 14 }])).toBe('B leads by 4 points, not yet significant');
    // 16% vs 10% on 1,000 each: z ≈ 4.0.
    expect(compareVariants([{ variant: 'A', sent: 1000, replied: 100 }, { variant: 'B', sent: 1000, replied: 160 }])).toBe('B leads by 6 points (95% confidence)');
    // Three variants: the leader against the runner-up.
    expect(compareVariants([{ variant: 'A', sent: 50, replied: 1 }, { variant: 'B', sent: 50, replied: 5 }, { variant: 'C', sent: 50, replied: 4 }])).toBe('B leads by 2 points, not yet significant');
    expect(compareVariants([{ variant: 'A', sent: 10, replied: 1 }, { variant: 'B', sent: 20, replied: 2 }])).toBe('No difference yet');
  });

  it('says when there is nothing to compare', () => {
    expect(compareVariants([{ variant: 'A', sent: 10, replied: 0 }, { variant: 'B', sent: 0, replied: 0 }])).toBe('Not enough sends to compare yet');
    expect(compareVariants([{ variant: 'A', sent: 10, replied: 0 }, { variant: 'B', sent: 9, replied: 0 }])).toBe('No replies yet');
  });
});
