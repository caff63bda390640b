import type { Store } from 'react-admin';
import { parseJson } from './json';

/** Keys kept across sign-out (react-admin resets its store on logout). */
export const PREFERENCE_KEYS = ['theme', 'sidebarCollapsed'] as const;

type Listener = (value: unknown) => void;

export interface PreferencesStoreOptions {
  prefix: string;
  storage?: Storage;
}

/**
 * react-admin Store backed by localStorage under a short prefix (`la.theme`,
 * `la.sidebarCollapsed`, …). Values are JSON. reset() (called on logout) keeps the user's
 * appearance preferences. Falls back to memory when localStorage is unavailable.
 */
export const createPreferencesStore = ({ prefix, storage }: PreferencesStoreOptions): Store => {
  const memory = new Map<string, string>();
  const listeners = new Map<string, Set<Listener>>();
  const backing = storage ?? (typeof window !== 'undefined' ? safeLocalStorage() : null);

  const read = (key: string): string | null =>
    backing ? backing.getItem(prefix + key) : (memory.get(key) ?? null);
  const write = (key: string, value: string | null): void => {
    if (backing) {
      if (value === null) backing.removeItem(prefix + key);
      else backing.setItem(prefix + key, value);
    } else if (value === null) memory.delete(key);
    else memory.set(key, value);
  };
  const keys = (): string[] => {
    if (!backing) return [...memory.keys()];
    const found: string[] = [];
    for (let i = 0; i < backing.length; i += 1) {
      const full = backing.key(i);
      if (full?.startsWith(prefix)) found.push(full.slice(prefix.length));
    }
    return found;
  };
  const publish = (key: string, value: unknown): void => {
    listeners.get(key)?.forEach((listener) => listener(value));
  };
  const onStorage = (event: StorageEvent): void => {
    if (!event.key?.startsWith(prefix)) return;
    const key = event.key.slice(prefix.length);
    publish(key, event.newValue === null ? undefined : parseJson(event.newValue));
  };

  const store: Store = {
    setup: () => {
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    },
    teardown: () => {
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const raw = read(key);
      if (raw === null) return defaultValue;
      const parsed = parseJson(raw);
      return parsed === undefined ? defaultValue : (parsed as T);
    },
    setItem<T>(key: string, value: T): void {
      if (value === undefined) {
        write(key, null);
      } else {
        write(key, JSON.stringify(value));
      }
      publish(key, value);
    },
    removeItem(key: string): void {
      write(key, null);
      publish(key, undefined);
    },
    removeItems(keyPrefix: string): void {
      keys()
        .filter((key) => key.startsWith(keyPrefix))
        .forEach((key) => store.removeItem(key));
    },
    reset(): void {
      const kept = new Set<string>(PREFERENCE_KEYS);
      keys()
        .filter((key) => !kept.has(key))
        .forEach((key) => store.removeItem(key));
    },
    subscribe(key: string, callback: Listener): () => void {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(callback);
      listeners.set(key, set);
      return () => {
        set.delete(callback);
      };
    },
  };
  return store;
};

const safeLocalStorage = (): Storage | null => {
  try {
    const probe = '__la_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
};
