import { mayWrite } from './write-access.policy';

describe('mayWrite', () => {
  const admin = { id: 'a', role: 'admin' };
  const staff = { id: 's', role: 'staff' };

  it('lets admins change anything, owned or not', () => {
    expect(mayWrite(admin, { ownerUserId: null })).toBe(true);
    expect(mayWrite(admin, { ownerUserId: 'other' })).toBe(true);
  });

  it('lets staff change only what they own', () => {
    expect(mayWrite(staff, { ownerUserId: 's' })).toBe(true);
    expect(mayWrite(staff, { ownerUserId: 'other' })).toBe(false);
  });

  it('leaves what has no owner to admins', () => {
    expect(mayWrite(staff, { ownerUserId: null })).toBe(false);
    expect(mayWrite(staff, { ownerUserId: null, enrolledByUserId: null })).toBe(false);
  });

  it('lets whoever enrolled a contact act on that run', () => {
    expect(mayWrite(staff, { ownerUserId: 'other', enrolledByUserId: 's' })).toBe(true);
    expect(mayWrite(staff, { ownerUserId: 'other', enrolledByUserId: 'x' })).toBe(false);
  });
});
