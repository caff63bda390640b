/// <reference types="vite/client" />

/** Replaced at build time by vite.config.ts (BUILD_REVISION, else git short sha, else 'dev'). */
declare const __BUILD_REVISION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
