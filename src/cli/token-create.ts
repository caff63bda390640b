import { parseArgs } from 'node:util';
import { TOKEN_SCOPES, type TokenScope } from '../common/decorators/auth.decorators';
import { ApiTokenService } from '../modules/auth/api-token.service';
import { UserRole } from '../modules/auth/entities/user.entity';
import { CliUsageError, runCli } from './cli-context';

const USAGE = 'usage: npm run token:create -- --email <user> [--role admin|staff] [--scope inbound] [--days N] [--name <label>]';

/** `npm run token:create`: mints an API token and prints it once (only its hash is stored). */
void runCli({ needsRedis: false }, async (context) => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, scope: { type: 'string' }, days: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new CliUsageError(USAGE);
  if (values.role !== undefined && values.role !== UserRole.Admin && values.role !== UserRole.Staff) throw new CliUsageError(USAGE);
  if (values.scope !== undefined && !(TOKEN_SCOPES as readonly string[]).includes(values.scope)) throw new CliUsageError(`--scope must be one of: ${TOKEN_SCOPES.join(', ')}\n${USAGE}`);
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && (!Number.isInteger(days) || days < 1)) throw new CliUsageError(`--days must be a positive integer\n${USAGE}`);
  const created = await context.get(ApiTokenService).create({
    email: values.email,
    role: values.role as UserRole | undefined,
    days,
    name: values.name,
    scope: values.scope as TokenScope | undefined,
  });
  process.stdout.write(
    [
      created.userCreated ? `Created user ${values.email}.` : '',
      `API token for ${values.email}${values.role ? ` (role ${values.role})` : ''}${values.scope ? ` limited to ${values.scope === 'inbound' ? 'posting inbound mail' : values.scope}` : ''}:`,
      '',
      `  ${created.token}`,
      '',
      `id ${created.id}, prefix ${created.prefix}, ${created.expiresAt ? `expires ${created.expiresAt.toISOString()}` : 'no expiry'}.`,
      'Store it now: it is shown only once. Send it as `Authorization: Bearer <token>`.',
      '',
    ]
      .filter((line, index) => index > 0 || line !== '')
      .join('\n'),
  );
});
