import { describe, expect, it } from 'vitest';
import { mayWrite } from './write-access';

describe('mayWrite', () => {
  it('lets an admin change anything and staff only what they own', () => {
    expect(mayWrite({ id: 'a', role: 'admin' }, { owner_user_id: 'x' })).toBe(true);
    expect(mayWrite({ id: 'a', role: 'admin' }, { owner_user_id: null })).toBe(true);
    expect(mayWrite({ id: 's', role: 'staff' }, { owner_user_id: 's' })).toBe(true);
    expect(mayWrite({ id: 's', role: 'staff' }, { owner_user_id: 'x' })).toBe(false);
  });

  it('allows nothing without an owner (staff) or before the identity is known', () => {
    expect(mayWrite({ id: 's', role: 'staff' }, { owner_user_id: null })).toBe(false);
    expect(mayWrite(null, { owner_user_id: 's' })).toBe(false);
  });
});
