import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Build revision shown in the shell: BUILD_REVISION from the environment, else the short git
 * commit, else 'dev'. Resolved once, at build (or dev-server start) time.
 */
function resolveBuildRevision(): string {
  const fromEnv = process.env.BUILD_REVISION?.trim();
  if (fromEnv) return fromEnv;
  try {
    const rev = execSync('git rev-parse --short HEAD', {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    })
      .toString()
      .trim();
    if (rev) return rev;
  } catch {
    // no git, or no commit yet
  }
  return 'dev';
}

const backend = process.env.ADMIN_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/auth', '/api-health', '/dev-idp', '/admin/queues', '/status'];
const proxy = Object.fromEntries(
  proxiedPaths.map((path) => [path, { target: backend, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_REVISION__: JSON.stringify(resolveBuildRevision()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
