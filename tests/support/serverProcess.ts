import { spawn } from 'node:child_process';

/**
 * The real server (server/index.ts) as a process of its own, API only, on a port it picks and
 * prints (so no other test can be handed it), meaning turned off for a quick start. `wrapper`
 * runs it under another command, e.g. `unshare` to make it pid 1 of a pid namespace. Signals go
 * to its whole process group (the wrapper and the server).
 */
export function startServerProcess(env: Record<string, string>, wrapper: string[] = []) {
  const [command, ...args] = [...wrapper, process.execPath, '--import', 'tsx', 'server/index.ts'];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: '', DATABASE_URL: '', CHAT_EMBEDDINGS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const address = /Serving .* on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    void exited.then(() => reject(new Error(`the server exited before listening: ${output}`)));
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  return { origin, exited, signal };
}
