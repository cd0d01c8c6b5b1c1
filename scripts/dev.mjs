// npm run dev: Next's dev server with hot reload on http://127.0.0.1:3000, and beside it the API
// service (chat, newsletter, contact; API only) on DEV_API_PORT, to which Next forwards /api
// (next.config.js, in development only), and the local Auth emulator when no Firebase project is
// configured. Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './authEmulator.mjs';

const apiPort = process.env.DEV_API_PORT ?? '3001';
const emulator = startAuthEmulator();
emulator?.ready.then(
  (message) => console.log(message),
  (error) => console.warn(`Visitor accounts are unavailable: ${error.message}`),
);
const children = [
  spawn('npx', ['tsx', 'server/index.ts'], {
    // Links in mails point at the dev server, which forwards them to the API.
    // With no SMTP relay, mail is kept locally and shown at /api/dev/mail on this machine.
    env: { ...process.env, SITE_DIR: '', PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000', DEV_MAILBOX: process.env.DEV_MAILBOX ?? (process.env.SMTP_URL ? '0' : '1') },
    stdio: 'inherit',
  }),
  spawn('npx', ['next', 'dev', '--hostname', '127.0.0.1', '--port', '3000'], {
    env: { ...process.env, DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    stdio: 'inherit',
  }),
];

const stop = () => {
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  void emulator?.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
