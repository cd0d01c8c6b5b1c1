/** A whole number > 0 (and at most `max`, when given) from the environment, or the fallback when unset; anything else is an error at start. */
export function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max?: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || (max !== undefined && parsed > max)) {
    throw new Error(max === undefined ? `${name} must be a positive integer, got "${value}"` : `${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return parsed;
}

/** A comma-separated list from the environment, trimmed, without empty items. */
export function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
