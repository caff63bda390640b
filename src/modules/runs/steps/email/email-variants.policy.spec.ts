import { parseEmailVariants, variantsConfig } from './email-variants.policy';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';

describe('email variants policy', () => {
  it('takes up to two more versions (B, C) and a winner among the variants', () => {
    const { value, problems } = parseEmailVariants({ variants: [{ template_id: T1, subject_override: ' Still moving? ' }, { template_id: T2 }], winner: 'C' }, 2);
    expect(problems).toEqual([]);
    expect(value).toEqual({ variants: [{ template_id: T1, subject_override: 'Still moving?' }, { template_id: T2, subject_override: null }], winner: 'C' });
    expect(variantsConfig(value)).toEqual({ variants: value.variants, winner: 'C' });
    expect(variantsConfig(parseEmailVariants(null, 1).value)).toBeNull();
  });

  it('refuses a fourth version, a variant without a template, a winner that is not one, and unknown settings', () => {
    expect(parseEmailVariants({ variants: [{ template_id: T1 }, { template_id: T1 }, { template_id: T2 }] }, 1).problems)
      .toEqual(['Step 1: variants must be a list of at most 2 more versions (B and C; A is the step itself)']);
    expect(parseEmailVariants({ variants: [{ subject_override: 'x' }], winner: 'C', colour: 1 }, 3).problems).toEqual([
      'Step 3: config has an unknown setting "colour"', 'Step 3: variant B needs a template_id', "Step 3: winner must be one of the step's variants (A)",
    ]);
    expect(parseEmailVariants({ variants: [{ template_id: T1 }], winner: 'C' }, 1).problems).toEqual(["Step 1: winner must be one of the step's variants (A, B)"]);
  });
});
