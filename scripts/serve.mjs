// npm run serve (and the second half of npm start): the server for the built export on
// http://127.0.0.1:3000 and, when no Firebase project is configured, the local Auth emulator beside
// it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './authEmulator.mjs';

const emulator = startAuthEmulator();
emulator?.ready.then(
  (message) => console.log(message),
  (error) => console.warn(`Visitor accounts are unavailable: ${error.message}`),
);
// With no SMTP relay, mail is kept locally and shown at /api/dev/mail on this machine.
const env = { ...process.env, DEV_MAILBOX: process.env.DEV_MAILBOX ?? (process.env.SMTP_URL ? '0' : '1') };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: 'inherit', env });

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) server.kill('SIGTERM');
  await emulator?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 0));
