export interface ShareEnvironment {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** The old `document.execCommand('copy')` path through a hidden textarea; returns whether it copied. */
  legacyCopy?: (text: string) => boolean;
}

/** Copies through a hidden, selected textarea (works where the async Clipboard API is missing, e.g. plain http). */
export const legacyCopy = (text: string): boolean => {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};

/** Copies `text`: the Clipboard API first, then the legacy path. Resolves to whether the text was copied. */
export const copyText = async (
  text: string,
  env: ShareEnvironment = { clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard, legacyCopy },
): Promise<boolean> => {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // permission denied or not focused: try the legacy path
    }
  }
  return env.legacyCopy ? env.legacyCopy(text) : false;
};
