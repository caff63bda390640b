import sanitizeHtml from 'sanitize-html';
import type { ImageType } from './asset-key.policy';

/*
 * Image types are recognised from their bytes, never from a file name or a declared type. The `file-type` package is
 * not installed here (and its current versions are ESM-only, which this CommonJS build cannot require), and the five
 * accepted formats need only their magic numbers, so the check is done here.
 */

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

// An SVG document: optional BOM, XML declaration and comments, an optional DOCTYPE without an internal subset
// (no entity declarations), then the <svg> root element.
const SVG_PROLOGUE = /^\ufeff?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/;

/** The image type the bytes really are, or null when they are none of the five accepted ones. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (SVG_PROLOGUE.test(head)) return 'image/svg+xml';
  return null;
}

/** SVG drawing elements kept in a stored SVG; anything else (metadata, editor namespaces) is dropped. */
const SVG_ELEMENTS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'style',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feComposite', 'feFlood', 'feMerge', 'feMergeNode',
  'feMorphology', 'feDropShadow',
];

const SVG_ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy',
  'width', 'height', 'viewBox', 'preserveAspectRatio', 'd', 'points', 'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke',
  'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity',
  'opacity', 'clip-path', 'clip-rule', 'mask', 'filter', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end', 'font-family',
  'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'rotate', 'textLength',
  'href', 'xlink:href', 'display', 'visibility', 'color', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'values', 'operator',
  'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'radius', 'filterUnits', 'primitiveUnits', 'type',
];

// Elements that run code or pull in other documents: an SVG holding one is refused, not silently altered.
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'handler', 'listener', 'animate', 'set',
  'animatemotion', 'animatetransform', 'image', 'feimage', 'a', 'audio', 'video', 'link', 'meta', 'base']);

// CSS or attribute values that reach outside the image or run script (url() may only name a #fragment).
const ACTIVE_VALUE = /javascript:|vbscript:|data:|@import|expression\s*\(|url\s*\(\s*(?!['"]?\s*#)|behavior\s*:|-moz-binding/i;

/** Why an SVG was refused, or null when it has no active content. */
export function svgActiveContent(text: string): string | null {
  const problems: string[] = [];
  if (/<!ENTITY/i.test(text)) problems.push('entity declarations');
  for (const match of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (ACTIVE_VALUE.test(match[1])) problems.push('a style sheet with external references');
  }
  sanitizeHtml(text, {
    parser: { xmlMode: true },
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attributes) => {
      const local = name.toLowerCase().replace(/^.*:/, '');
      if (ACTIVE_ELEMENTS.has(local)) problems.push(`a <${name}> element`);
      for (const [attribute, value] of Object.entries(attributes)) {
        const attr = attribute.toLowerCase();
        if (/^on/.test(attr.replace(/^.*:/, ''))) problems.push(`an event handler (${attribute})`);
        else if ((attr === 'href' || attr.endsWith(':href')) && !value.trim().startsWith('#')) problems.push(`an external reference (${attribute})`);
        else if (ACTIVE_VALUE.test(value)) problems.push(`an external reference in ${attribute}`);
      }
    },
  });
  return problems.length > 0 ? problems[0] : null;
}

/** The SVG reduced to drawing elements and attributes (checked by svgActiveContent first). */
export function cleanSvg(text: string): string {
  const body = sanitizeHtml(text, {
    parser: { xmlMode: true },
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowVulnerableTags: true,
    nonTextTags: ['script', 'textarea', 'option', 'noscript', 'foreignObject', 'metadata'],
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.trim()}\n`;
}
