/**
 * The only place that touches process.env. The launchers in src/cli use
 * `applyEnvDefaults` to hand embedded-service URLs and demo defaults to the app before it boots.
 */
export function readProcessEnv(): Record<string, string | undefined> {
  return { ...process.env };
}

/** Sets each key that the operator has not set already. */
export function applyEnvDefaults(defaults: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(defaults)) {
    if (value !== undefined && (process.env[key] === undefined || process.env[key] === '')) process.env[key] = value;
  }
}

/** Forces keys (used by test harnesses that own the whole environment). */
export function overrideEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
}

/** Makes the environment exactly `values` (a test harness going back to where it started). */
export function replaceEnv(values: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) if (!(key in values)) delete process.env[key];
  for (const [key, value] of Object.entries(values)) if (value !== undefined) process.env[key] = value;
}

export function envValue(key: string): string | undefined {
  return process.env[key];
}
