/**
 * Image sources of a template as the asset store sees them: our own assets (a public URL, a /media path, a bare key
 * `2026/11/<uuid>.png` or `asset:<key>`), sources an email may not load (data:, javascript:, protocol-relative...),
 * and foreign URLs, which are left alone and never fetched.
 */
import type { AssetsService } from 'src/modules/assets/assets.service';
import { isLoadableImageSource } from 'src/modules/templates/rendering/email-markup.policy';
import { RenderWarningCode, type RenderWarning } from 'src/modules/templates/rendering/rendering.constants';

export type AssetUrls = Pick<AssetsService, 'publicUrl' | 'keyFromUrl'>;

const ASSET_PREFIX = 'asset:';
/** How much of a refused source is reported (a data: URL can be megabytes long). */
const MAX_REPORTED_SOURCE = 120;

/** The asset key a source names, or null for a foreign or refused source. */
export function assetKeyOf(src: string, assets: AssetUrls): string | null {
  const candidate = src.startsWith(ASSET_PREFIX) ? src.slice(ASSET_PREFIX.length).trim() : src;
  // A bare key ('2026/11/<uuid>.png') is ours when its public URL maps back to it (the store's key rule decides).
  if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(candidate) && assets.keyFromUrl(assets.publicUrl(candidate)) === candidate) return candidate;
  if (src.startsWith(ASSET_PREFIX)) return null;
  return isLoadableImageSource(src) ? assets.keyFromUrl(src) : null;
}

/** A resolver for the renderer: each of our assets becomes its public URL; other sources stay. */
export const assetResolver =
  (assets: AssetUrls) =>
  (src: string): string | null => {
    const key = assetKeyOf(src, assets);
    return key === null ? null : assets.publicUrl(key);
  };

/** A source as reported: refused data URLs are cut. */
export const reportedSource = (src: string): string => (src.length > MAX_REPORTED_SOURCE ? `${src.slice(0, MAX_REPORTED_SOURCE)}...` : src);

export interface ImageAudit {
  /** Sources that name one of our assets, with their keys. */
  assets: { src: string; key: string }[];
  /** Sources an email may not load (reported as given, cut when long). */
  refused: string[];
}

/** Sorts sources into our assets and refused ones (foreign http(s) URLs are in neither). */
export function auditImageSources(sources: readonly string[], assets: AssetUrls): ImageAudit {
  const audit: ImageAudit = { assets: [], refused: [] };
  for (const src of new Set(sources)) {
    const key = assetKeyOf(src, assets);
    if (key !== null) audit.assets.push({ src, key });
    else if (!isLoadableImageSource(src) || src.startsWith(ASSET_PREFIX)) audit.refused.push(reportedSource(src));
  }
  return audit;
}

export interface ImageCheck {
  /** Sources that will not load: our assets missing from the store, then refused sources. */
  missing: string[];
  warnings: RenderWarning[];
}

/** Checks sources against the asset store in one batched lookup; foreign images are neither fetched nor reported. */
export async function checkImageSources(sources: readonly string[], assets: AssetUrls & Pick<AssetsService, 'existingKeys'>): Promise<ImageCheck> {
  const audit = auditImageSources(sources, assets);
  const existing = audit.assets.length > 0 ? await assets.existingKeys(audit.assets.map((image) => image.key)) : new Set<string>();
  const absent = audit.assets.filter((image) => !existing.has(image.key)).map((image) => image.src);
  const warnings: RenderWarning[] = [];
  if (audit.refused.length > 0) {
    warnings.push({ code: RenderWarningCode.ImageSourceRefused, message: `Images with sources emails cannot load (removed): ${audit.refused.join(', ')}` });
  }
  if (absent.length > 0) warnings.push({ code: RenderWarningCode.AssetMissing, message: `Images not found in the asset library: ${absent.join(', ')}` });
  return { missing: [...absent, ...audit.refused], warnings };
}
