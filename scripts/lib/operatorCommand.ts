// What the operator commands (npm run newsletter, npm run chat:report) share: the server's own
// database, and one way to end (0 done, 2 wrong arguments with the usage line, 1 a failure).
import { loadConfig, publicUrlOf, type ServerConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { loadServiceConfigs, type ServiceConfigs } from '../../server/serviceConfigs';

/** Wrong arguments: the message, then the command's usage line, and exit code 2. */
export class UsageError extends Error {}

/** The server's settings, read from the environment as the server reads them. */
export interface ServerSettings {
  config: ServerConfig;
  services: ServiceConfigs;
}

/** Runs `task` on the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR), then closes it. */
export async function withServerDatabase<T>(task: (db: Database, settings: ServerSettings) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const services = loadServiceConfigs(process.env, publicUrlOf(config));
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    return await task(db, { config, services });
  } finally {
    await db.close();
  }
}

export function runCommand(usage: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      // node:util parseArgs rejects an unknown or malformed option with an ERR_PARSE_ARGS_* code.
      const wrongArguments = error instanceof UsageError || String((error as { code?: unknown } | null)?.code).startsWith('ERR_PARSE_ARGS');
      console.error(error instanceof Error ? error.message : error);
      if (wrongArguments) console.error(usage);
      process.exit(wrongArguments ? 2 : 1);
    },
  );
}
