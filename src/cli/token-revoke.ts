import { parseArgs } from 'node:util';
import { ApiTokenService } from '../modules/auth/api-token.service';
import { CliUsageError, runCli } from './cli-context';

const USAGE = 'usage: npm run token:revoke -- (--token <token> | --id <token id> | --prefix <prefix> | --email <user: all their tokens>)';

/** `npm run token:revoke`: revokes a token (or every token of a user); revoked tokens are rejected at once. */
void runCli({ needsRedis: false }, async (context) => {
  const { values } = parseArgs({
    options: { token: { type: 'string' }, id: { type: 'string' }, prefix: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (!values.token && !values.id && !values.prefix && !values.email) throw new CliUsageError(USAGE);
  const revoked = await context.get(ApiTokenService).revoke(values);
  process.stdout.write(`Revoked ${revoked} token${revoked === 1 ? '' : 's'}.\n`);
});
