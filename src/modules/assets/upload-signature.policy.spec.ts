import { grantQuery, grantSignatureValid, signGrant, type UploadGrant } from './upload-signature.policy';

const SECRET = 'a-test-secret-of-enough-length';
const grant: UploadGrant = { key: '2026/11/00000000-0000-4000-8000-000000000000.png', type: 'image/png', max: 5_000_000, expires: 1_900_000_000, name: 'logo.png', owner: 'u1' };

describe('signed upload grants', () => {
  it('accepts the signature it made and puts every field in the query', () => {
    const query = new URLSearchParams(grantQuery(grant, SECRET));
    expect(Object.fromEntries(query)).toEqual({ expires: '1900000000', type: 'image/png', max: '5000000', name: 'logo.png', owner: 'u1', sig: signGrant(grant, SECRET) });
    expect(grantSignatureValid(grant, query.get('sig') ?? '', SECRET)).toBe(true);
  });

  it('refuses a signature after any field changed, with another secret, or malformed', () => {
    const sig = signGrant(grant, SECRET);
    for (const changed of [{ key: grant.key.replace('.png', '.svg') }, { type: 'image/svg+xml' }, { max: grant.max + 1 }, { expires: grant.expires + 1 }, { name: 'x.png' }, { owner: 'u2' }]) {
      expect(grantSignatureValid({ ...grant, ...changed }, sig, SECRET)).toBe(false);
    }
    expect(grantSignatureValid(grant, sig, `${SECRET}-other`)).toBe(false);
    expect(grantSignatureValid(grant, sig.toUpperCase(), SECRET)).toBe(false);
    expect(grantSignatureValid(grant, '', SECRET)).toBe(false);
  });
});
