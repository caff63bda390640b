import { type ChildProcess, spawn } from 'node:child_process';

/** A throwaway `redis-server` on the given port (nothing saved), for tests that stop and restart Redis. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept connections') && resolve());
    child.once('exit', () => reject(new Error('redis-server exited')));
  });
  return child;
}

/** Stops it with SIGTERM and waits for the exit. */
export const stopRedisServer = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
