import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Called at boot, so a missing or malformed setting stops the process, naming the variable, not on first use. */
export function loadConfig<T extends object>(schema: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const config = plainToInstance(schema, env, { enableImplicitConversion: true, excludeExtraneousValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';
