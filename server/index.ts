import { buildApp } from './app';
import { loadConfig, publicUrlOf } from './config';
import { loadServiceConfigs } from './serviceConfigs';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, loadServiceConfigs(process.env, publicUrlOf(config)));
  // Graceful: stop accepting (new requests get 503), finish those in flight, store the queued
  // transcripts, let the mail worker finish its pass, close the database; exit anyway at the deadline.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Shutdown took longer than ${config.shutdownMs} ms; exiting now`);
        process.exit(1);
      }, config.shutdownMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  // The address listened on (PORT=0 picks a free port), as the first line a caller can read.
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`Serving ${config.siteDir ?? '(API only)'} on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
