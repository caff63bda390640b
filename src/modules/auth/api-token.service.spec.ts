import 'reflect-metadata';
import { createHash } from 'node:crypto';
import type { ApiTokensRepository } from './api-tokens.repository';
import { API_TOKEN_PREFIX, ApiTokenService, hashToken } from './api-token.service';
import { AuthError, AuthErrorCode } from './auth.errors';
import { ApiTokenEntity } from './entities/api-token.entity';
import { UserEntity, UserRole } from './entities/user.entity';
import type { UsersRepository } from './users.repository';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

const strict = <F extends (...args: never[]) => unknown>(name: string): jest.Mock<ReturnType<F>, Parameters<F>> =>
  jest.fn<ReturnType<F>, Parameters<F>>(() => {
    throw new Error(`Unexpected call to ${name}`);
  });

const makeUser = (overrides: Partial<UserEntity> = {}): UserEntity =>
  Object.assign(new UserEntity(), {
    id: 'user-1',
    email: 'sam.staff@movingco.example',
    displayName: 'Sam Staff',
    userPrincipalName: 'sam.staff@movingco.example',
    role: UserRole.Staff,
    tenantId: null,
    oidcSubject: null,
    lastLoginAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });

const makeToken = (overrides: Partial<ApiTokenEntity> = {}): ApiTokenEntity =>
  Object.assign(new ApiTokenEntity(), {
    id: 'token-1',
    userId: 'user-1',
    user: makeUser(),
    name: 'cli',
    tokenHash: 'h'.repeat(64),
    tokenPrefix: 'la_abcdefgh',
    role: null,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: new Date(NOW.getTime() - 10_000),
    createdAt: NOW,
    ...overrides,
  });

const VALID_TOKEN = `${API_TOKEN_PREFIX}${'A'.repeat(43)}`;

describe(ApiTokenService.name, () => {
  let sut: ApiTokenService;
  let tokens: jest.Mocked<Pick<ApiTokensRepository, 'create' | 'findByHash' | 'touch' | 'revoke' | 'listForUser'>>;
  let users: jest.Mocked<Pick<UsersRepository, 'findByEmail' | 'upsert'>>;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    tokens = {
      create: strict<ApiTokensRepository['create']>('tokens.create'),
      findByHash: strict<ApiTokensRepository['findByHash']>('tokens.findByHash'),
      touch: strict<ApiTokensRepository['touch']>('tokens.touch'),
      revoke: strict<ApiTokensRepository['revoke']>('tokens.revoke'),
      listForUser: strict<ApiTokensRepository['listForUser']>('tokens.listForUser'),
    };
    users = {
      findByEmail: strict<UsersRepository['findByEmail']>('users.findByEmail'),
      upsert: strict<UsersRepository['upsert']>('users.upsert'),
    };
    sut = new ApiTokenService(tokens as unknown as ApiTokensRepository, users as unknown as UsersRepository);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe(hashToken.name, () => {
    it('should be the hex sha256 of the token', () => {
      expect(hashToken('la_x')).toBe(createHash('sha256').update('la_x').digest('hex'));
      expect(hashToken('la_x')).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('create', () => {
    beforeEach(() => {
      tokens.create.mockImplementation((input) => Promise.resolve(makeToken({ ...input, id: 'new-token' })));
    });

    it('should store only the sha256 hash and the prefix of a new la_ token', async () => {
      users.findByEmail.mockResolvedValue(makeUser());

      const created = await sut.create({ email: 'sam.staff@movingco.example' });

      expect(created.token).toMatch(/^la_[A-Za-z0-9_-]{43}$/);
      expect(created.prefix).toBe(created.token.slice(0, 11));
      expect(created.id).toBe('new-token');
      expect(created.userCreated).toBe(false);
      expect(tokens.create).toHaveBeenCalledTimes(1);
      const stored = tokens.create.mock.calls[0][0];
      expect(stored).toEqual({
        userId: 'user-1',
        name: 'cli',
        tokenHash: createHash('sha256').update(created.token).digest('hex'),
        tokenPrefix: created.prefix,
        role: null,
        scope: null,
        expiresAt: null,
      });
      expect(JSON.stringify(stored)).not.toContain(created.token);
      expect(users.upsert).not.toHaveBeenCalled();
    });

    it('should generate a different token each time', async () => {
      users.findByEmail.mockResolvedValue(makeUser());

      const first = await sut.create({ email: 'sam.staff@movingco.example' });
      const second = await sut.create({ email: 'sam.staff@movingco.example' });

      expect(first.token).not.toBe(second.token);
    });

    it('should set the expiry from days', async () => {
      users.findByEmail.mockResolvedValue(makeUser());

      const created = await sut.create({ email: 'sam.staff@movingco.example', days: 30, name: 'zapier' });

      expect(created.expiresAt).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
      expect(tokens.create).toHaveBeenCalledWith(expect.objectContaining({ expiresAt: created.expiresAt, name: 'zapier' }));
    });

    it('should look the user up by the trimmed, lower-cased email', async () => {
      users.findByEmail.mockResolvedValue(makeUser());

      await sut.create({ email: '  Sam.Staff@MovingCo.Example ' });

      expect(users.findByEmail).toHaveBeenCalledWith('sam.staff@movingco.example');
    });

    it('should create a missing user with the given role and store the role on the token', async () => {
      users.findByEmail.mockResolvedValue(null);
      users.upsert.mockResolvedValue(makeUser({ id: 'user-new', email: 'new.admin@movingco.example', role: UserRole.Admin }));

      const created = await sut.create({ email: 'New.Admin@movingco.example', role: UserRole.Admin });

      expect(created.userCreated).toBe(true);
      expect(users.upsert).toHaveBeenCalledWith({
        email: 'new.admin@movingco.example',
        displayName: 'new.admin',
        userPrincipalName: 'new.admin@movingco.example',
        role: UserRole.Admin,
        tenantId: null,
        oidcSubject: null,
        lastLoginAt: null,
      });
      expect(tokens.create).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-new', role: UserRole.Admin }));
    });

    it('should create a missing user as staff when no role is given', async () => {
      users.findByEmail.mockResolvedValue(null);
      users.upsert.mockResolvedValue(makeUser({ id: 'user-new' }));

      await sut.create({ email: 'new@movingco.example' });

      expect(users.upsert).toHaveBeenCalledWith(expect.objectContaining({ role: UserRole.Staff }));
      expect(tokens.create).toHaveBeenCalledWith(expect.objectContaining({ role: null }));
    });
  });

  describe('verify', () => {
    it.each([
      ['a wrong prefix', 'xx_abcdef'],
      ['no prefix', 'abcdef'],
      ['an over-long token', `${API_TOKEN_PREFIX}${'a'.repeat(200)}`],
    ])('should reject %s without a lookup', async (_label, token) => {
      await expect(sut.verify(token)).resolves.toBeNull();
      expect(tokens.findByHash).not.toHaveBeenCalled();
    });

    it('should look the token up by its hash and reject an unknown one', async () => {
      tokens.findByHash.mockResolvedValue(null);

      await expect(sut.verify(VALID_TOKEN)).resolves.toBeNull();
      expect(tokens.findByHash).toHaveBeenCalledWith(hashToken(VALID_TOKEN));
    });

    it('should reject a token whose user is gone', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ user: undefined }));

      await expect(sut.verify(VALID_TOKEN)).resolves.toBeNull();
    });

    it('should reject a revoked token without touching it', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ revokedAt: new Date(NOW.getTime() - 1000), lastUsedAt: null }));

      await expect(sut.verify(VALID_TOKEN)).resolves.toBeNull();
      expect(tokens.touch).not.toHaveBeenCalled();
    });

    it.each([
      ['in the past', -1000],
      ['exactly now', 0],
    ])('should reject a token that expired %s', async (_label, offset) => {
      tokens.findByHash.mockResolvedValue(makeToken({ expiresAt: new Date(NOW.getTime() + offset), lastUsedAt: null }));

      await expect(sut.verify(VALID_TOKEN)).resolves.toBeNull();
      expect(tokens.touch).not.toHaveBeenCalled();
    });

    it('should return the user with the user role and via token', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ expiresAt: new Date(NOW.getTime() + DAY_MS) }));

      await expect(sut.verify(VALID_TOKEN)).resolves.toEqual({
        id: 'user-1',
        email: 'sam.staff@movingco.example',
        displayName: 'Sam Staff',
        userPrincipalName: 'sam.staff@movingco.example',
        role: UserRole.Staff,
        via: 'token',
      });
    });

    it('should let the token role override the user role', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ role: UserRole.Admin }));

      await expect(sut.verify(VALID_TOKEN)).resolves.toMatchObject({ role: UserRole.Admin });
    });

    it('should not touch lastUsedAt when it was updated within the last minute', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ lastUsedAt: new Date(NOW.getTime() - 60_000) }));

      await expect(sut.verify(VALID_TOKEN)).resolves.not.toBeNull();
      expect(tokens.touch).not.toHaveBeenCalled();
    });

    it('should touch lastUsedAt when it is older than a minute', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ lastUsedAt: new Date(NOW.getTime() - 60_001) }));
      tokens.touch.mockResolvedValue(undefined);

      await expect(sut.verify(VALID_TOKEN)).resolves.not.toBeNull();
      expect(tokens.touch).toHaveBeenCalledWith('token-1', NOW);
    });

    it('should touch lastUsedAt on first use', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ lastUsedAt: null }));
      tokens.touch.mockResolvedValue(undefined);

      await expect(sut.verify(VALID_TOKEN)).resolves.not.toBeNull();
      expect(tokens.touch).toHaveBeenCalledTimes(1);
    });
  });

  describe('listForUser', () => {
    it('should return the repository rows', async () => {
      const rows = [makeToken()];
      tokens.listForUser.mockResolvedValue(rows);

      await expect(sut.listForUser('user-1')).resolves.toBe(rows);
      expect(tokens.listForUser).toHaveBeenCalledWith('user-1');
    });
  });

  describe('revokeOwn', () => {
    it('should revoke the token of that user', async () => {
      tokens.revoke.mockResolvedValue(1);

      await expect(sut.revokeOwn('user-1', 'token-1')).resolves.toBeUndefined();
      expect(tokens.revoke).toHaveBeenCalledWith({ id: 'token-1', userId: 'user-1' }, NOW);
    });

    it('should throw API_TOKEN_NOT_FOUND when nothing was revoked', async () => {
      tokens.revoke.mockResolvedValue(0);

      const promise = sut.revokeOwn('user-1', 'someone-elses-token');

      await expect(promise).rejects.toBeInstanceOf(AuthError);
      await expect(promise).rejects.toMatchObject({ code: AuthErrorCode.TokenNotFound });
    });
  });

  describe('revoke', () => {
    it('should revoke by full token through its hash', async () => {
      tokens.findByHash.mockResolvedValue(makeToken({ id: 'token-9' }));
      tokens.revoke.mockResolvedValue(1);

      await expect(sut.revoke({ token: VALID_TOKEN })).resolves.toBe(1);
      expect(tokens.findByHash).toHaveBeenCalledWith(hashToken(VALID_TOKEN));
      expect(tokens.revoke).toHaveBeenCalledWith({ id: 'token-9' }, NOW);
    });

    it('should return 0 for an unknown full token', async () => {
      tokens.findByHash.mockResolvedValue(null);

      await expect(sut.revoke({ token: VALID_TOKEN })).resolves.toBe(0);
    });

    it('should revoke by id and by prefix', async () => {
      tokens.revoke.mockResolvedValue(1);

      await expect(sut.revoke({ id: 'token-1' })).resolves.toBe(1);
      await expect(sut.revoke({ prefix: 'la_abcdefgh' })).resolves.toBe(1);
      expect(tokens.revoke).toHaveBeenNthCalledWith(1, { id: 'token-1' }, NOW);
      expect(tokens.revoke).toHaveBeenNthCalledWith(2, { tokenPrefix: 'la_abcdefgh' }, NOW);
    });

    it('should revoke every token of a user by email', async () => {
      users.findByEmail.mockResolvedValue(makeUser({ id: 'user-7' }));
      tokens.revoke.mockResolvedValue(3);

      await expect(sut.revoke({ email: 'sam.staff@movingco.example' })).resolves.toBe(3);
      expect(tokens.revoke).toHaveBeenCalledWith({ userId: 'user-7' }, NOW);
    });

    it('should return 0 for an unknown email or an empty target', async () => {
      users.findByEmail.mockResolvedValue(null);

      await expect(sut.revoke({ email: 'nobody@movingco.example' })).resolves.toBe(0);
      await expect(sut.revoke({})).resolves.toBe(0);
      expect(tokens.revoke).not.toHaveBeenCalled();
    });
  });
});
