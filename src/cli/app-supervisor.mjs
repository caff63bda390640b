// Runs the app launcher (dist/src/cli/serve.js) in its own process group and session, and passes signals on to it.
// A terminal's Ctrl-C goes to the whole foreground process group. Were the app and the PostgreSQL / redis-server it
// starts in that group, they would all get it at once, and the database would stop under workers still finishing
// their jobs ("terminating connection due to administrator command"). Outside the group, only this supervisor gets
// the signal; the app then stops in order (HTTP and workers first, then its services), and its exit code is ours.
// If this supervisor dies, the app sees its IPC channel close and stops the same way.
import { spawn } from 'node:child_process';

export function superviseApp(script, args = []) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
