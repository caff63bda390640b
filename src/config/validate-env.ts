import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import { AuthEnv } from '../modules/auth/auth.config';
import { CrmEnv } from '../modules/crm-sync/crm-sync.config';
import { DeliveryEnv, deliveryProblems } from '../modules/delivery/delivery.config';
import { RuleRunnerEnv } from '../modules/enrollment/runner/rule-runner.config';
import { AdvancerEnv } from 'src/modules/runs/advancer/advancer.config';
import { InboundMailEnv } from '../modules/inbound-mail/inbound-mail.config';
import { LeadsEnv } from '../modules/leads/leads.config';
import { TemplatesEnv } from '../modules/templates/templates.config';
import { AppEnv, DatabaseEnv, GraphEnv, RedisEnv } from './env.schema';

export type Env = AppEnv & DatabaseEnv & RedisEnv & AuthEnv & LeadsEnv & CrmEnv & GraphEnv & DeliveryEnv & TemplatesEnv & RuleRunnerEnv & AdvancerEnv & InboundMailEnv;

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

const describe = (error: ValidationError): string => {
  const reasons = Object.values(error.constraints ?? {}).join('; ');
  return `${error.property}: ${reasons}`;
};

const schemaKeys = (schema: new () => object): Set<string> =>
  new Set(getMetadataStorage().getTargetValidationMetadatas(schema, '', true, false).map((meta) => meta.propertyName));

/** Validates the raw environment against every schema; throws one error naming each bad key. */
export function validateEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const problems: string[] = [];
  const merged: Record<string, unknown> = {};
  const schemas: (new () => object)[] = [AppEnv, DatabaseEnv, RedisEnv, AuthEnv, LeadsEnv, CrmEnv, GraphEnv, DeliveryEnv, TemplatesEnv, RuleRunnerEnv, AdvancerEnv, InboundMailEnv];
  for (const schema of schemas) {
    const instance = plainToInstance(schema, cleaned, { enableImplicitConversion: true, exposeDefaultValues: true });
    for (const error of validateSync(instance, { skipMissingProperties: false })) {
      problems.push(describe(error));
    }
    // Each schema's instance also carries every other raw key; keep only the keys it validated and converted.
    for (const key of schemaKeys(schema)) merged[key] = (instance as Record<string, unknown>)[key];
  }
  const env = merged as unknown as Env;
  if (env.NODE_ENV === 'production' && env.AUTH_DEV_IDP) {
    problems.push('AUTH_DEV_IDP: the development identity provider cannot be enabled when NODE_ENV=production');
  }
  problems.push(...deliveryProblems(env));
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return env;
}
