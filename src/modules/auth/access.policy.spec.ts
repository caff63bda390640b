import { decideAccess, type IdentityClaims } from './access.policy';
import { UserRole } from './entities/user.entity';

type PolicySettings = Parameters<typeof decideAccess>[1];

const makeSettings = (overrides: Partial<PolicySettings> = {}): PolicySettings => ({
  tenantId: undefined,
  allowedEmailDomains: ['movingco.example'],
  adminEmails: [],
  adminGroupIds: [],
  adminRoles: [],
  ...overrides,
});

const makeClaims = (overrides: Partial<IdentityClaims> = {}): IdentityClaims => ({
  sub: 'subject-1',
  email: 'sam.staff@movingco.example',
  ...overrides,
});

describe(decideAccess.name, () => {
  describe('email resolution', () => {
    it('should use the email claim lower-cased', () => {
      const decision = decideAccess(makeClaims({ email: '  Sam.Staff@MovingCo.Example ' }), makeSettings());

      expect(decision).toMatchObject({ allowed: true, email: 'sam.staff@movingco.example' });
    });

    it('should fall back to preferred_username when email is missing', () => {
      const decision = decideAccess(
        makeClaims({ email: undefined, preferred_username: 'Pat.Pref@movingco.example' }),
        makeSettings(),
      );

      expect(decision).toMatchObject({
        allowed: true,
        email: 'pat.pref@movingco.example',
        userPrincipalName: 'Pat.Pref@movingco.example',
      });
    });

    it('should fall back to upn when email and preferred_username are missing', () => {
      const decision = decideAccess(makeClaims({ email: undefined, upn: 'UPN.User@movingco.example' }), makeSettings());

      expect(decision).toMatchObject({
        allowed: true,
        email: 'upn.user@movingco.example',
        userPrincipalName: 'UPN.User@movingco.example',
      });
    });

    it('should ignore non-string and blank email claims', () => {
      const decision = decideAccess(
        makeClaims({ email: 42, preferred_username: '   ', upn: 'fallback@movingco.example' }),
        makeSettings(),
      );

      expect(decision).toMatchObject({ allowed: true, email: 'fallback@movingco.example' });
    });

    it('should refuse with missing_email when no email-like claim is present', () => {
      const decision = decideAccess(makeClaims({ email: undefined }), makeSettings());

      expect(decision).toEqual({ allowed: false, reason: 'missing_email' });
    });

    it('should refuse with missing_email when the claim has no @', () => {
      const decision = decideAccess(makeClaims({ email: 'not-an-email' }), makeSettings());

      expect(decision).toEqual({ allowed: false, reason: 'missing_email' });
    });
  });

  describe('tenant', () => {
    it('should refuse with wrong_tenant when the tid claim differs from the configured tenant', () => {
      const decision = decideAccess(makeClaims({ tid: 'other-tenant' }), makeSettings({ tenantId: 'tenant-a' }));

      expect(decision).toEqual({ allowed: false, reason: 'wrong_tenant' });
    });

    it('should refuse with wrong_tenant when the tid claim is missing but a tenant is configured', () => {
      const decision = decideAccess(makeClaims(), makeSettings({ tenantId: 'tenant-a' }));

      expect(decision).toEqual({ allowed: false, reason: 'wrong_tenant' });
    });

    it('should allow a matching tenant and return it', () => {
      const decision = decideAccess(makeClaims({ tid: 'tenant-a' }), makeSettings({ tenantId: 'tenant-a' }));

      expect(decision).toMatchObject({ allowed: true, tenantId: 'tenant-a' });
    });

    it('should not check the tenant when none is configured', () => {
      const decision = decideAccess(makeClaims({ tid: 'any-tenant' }), makeSettings());

      expect(decision).toMatchObject({ allowed: true, tenantId: 'any-tenant' });
    });

    it('should return a null tenant when the claim is absent and none is configured', () => {
      const decision = decideAccess(makeClaims(), makeSettings());

      expect(decision).toMatchObject({ allowed: true, tenantId: null });
    });
  });

  describe('domain', () => {
    it('should refuse with wrong_domain when the email domain is not allowed', () => {
      const decision = decideAccess(makeClaims({ email: 'eve@evil.example' }), makeSettings());

      expect(decision).toEqual({ allowed: false, reason: 'wrong_domain' });
    });

    it('should refuse a look-alike subdomain', () => {
      const decision = decideAccess(makeClaims({ email: 'eve@sub.movingco.example' }), makeSettings());

      expect(decision).toEqual({ allowed: false, reason: 'wrong_domain' });
    });

    it('should allow any domain when the allowed list is empty', () => {
      const decision = decideAccess(makeClaims({ email: 'someone@anywhere.example' }), makeSettings({ allowedEmailDomains: [] }));

      expect(decision).toMatchObject({ allowed: true, email: 'someone@anywhere.example' });
    });

    it('should check the tenant before the domain', () => {
      const decision = decideAccess(
        makeClaims({ email: 'eve@evil.example', tid: 'other' }),
        makeSettings({ tenantId: 'tenant-a' }),
      );

      expect(decision).toEqual({ allowed: false, reason: 'wrong_tenant' });
    });
  });

  describe('role', () => {
    it('should grant admin to a listed admin email', () => {
      const decision = decideAccess(
        makeClaims({ email: 'Alex.Admin@movingco.example' }),
        makeSettings({ adminEmails: ['alex.admin@movingco.example'] }),
      );

      expect(decision).toMatchObject({ allowed: true, role: UserRole.Admin });
    });

    it('should grant admin when a groups claim entry is an admin group', () => {
      const decision = decideAccess(
        makeClaims({ groups: ['g-other', 'g-admins'] }),
        makeSettings({ adminGroupIds: ['g-admins'] }),
      );

      expect(decision).toMatchObject({ allowed: true, role: UserRole.Admin });
    });

    it('should grant admin when a roles claim entry is an admin role', () => {
      const decision = decideAccess(makeClaims({ roles: ['Reader', 'App.Admin'] }), makeSettings({ adminRoles: ['App.Admin'] }));

      expect(decision).toMatchObject({ allowed: true, role: UserRole.Admin });
    });

    it('should ignore non-array and non-string groups/roles claims', () => {
      const decision = decideAccess(
        makeClaims({ groups: 'g-admins', roles: [42, { role: 'App.Admin' }] }),
        makeSettings({ adminGroupIds: ['g-admins'], adminRoles: ['App.Admin'] }),
      );

      expect(decision).toMatchObject({ allowed: true, role: UserRole.Staff });
    });

    it('should make everyone else staff', () => {
      const decision = decideAccess(
        makeClaims({ groups: ['g-other'], roles: ['Reader'] }),
        makeSettings({ adminEmails: ['alex.admin@movingco.example'], adminGroupIds: ['g-admins'], adminRoles: ['App.Admin'] }),
      );

      expect(decision).toMatchObject({ allowed: true, role: UserRole.Staff });
    });
  });

  describe('profile', () => {
    it('should use the name claim as display name', () => {
      const decision = decideAccess(makeClaims({ name: ' Sam Staff ' }), makeSettings());

      expect(decision).toMatchObject({ allowed: true, displayName: 'Sam Staff' });
    });

    it('should fall back to the local part of the email for the display name', () => {
      const decision = decideAccess(makeClaims({ name: undefined }), makeSettings());

      expect(decision).toMatchObject({ allowed: true, displayName: 'sam.staff' });
    });

    it('should return the full allowed decision with the subject', () => {
      const decision = decideAccess(makeClaims({ sub: 'abc-123', name: 'Sam' }), makeSettings());

      expect(decision).toEqual({
        allowed: true,
        email: 'sam.staff@movingco.example',
        displayName: 'Sam',
        userPrincipalName: 'sam.staff@movingco.example',
        role: UserRole.Staff,
        tenantId: null,
        subject: 'abc-123',
      });
    });
  });
});
