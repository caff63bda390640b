/**
 * Text parts decoded by their charset label, except where the label is a Japanese one that cannot be right. Japanese
 * mail programs and spam tools have long labelled Shift_JIS or EUC-JP text "ISO-2022-JP", a 7-bit charset with no byte
 * ≥ 0x80, and some old mail carries 8-bit Japanese with no MIME label at all; decoded by the label, it reads as
 * mojibake that no rule can read. Such bytes are decoded as the Japanese charset they are valid in, when the result
 * holds kana (every Japanese text does; Latin-1 or Cyrillic bytes that happen to be valid Shift_JIS do not make kana).
 * encoding-japanese does the detection and decoding (mailparser itself uses it for ISO-2022-JP), iconv-lite every
 * other charset, as mailparser's own decoder does.
 */
import { EventEmitter } from 'node:events';
import * as Encoding from 'encoding-japanese';
import * as iconv from 'iconv-lite';

/** Labels of the 7-bit Japanese charset ("ISO-2022-JP", "ISO-2022-JP-2", "JIS"). */
const JIS_LABEL = /^\s*(?:jis|iso-?2022-?jp)/i;
const KANA = /[\u3040-\u30ff]/g;
/** Fewer kana than this is not Japanese text. */
const MIN_KANA = 10;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function validUtf8(bytes: Buffer): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const LABELS = { SJIS: 'Shift_JIS', EUCJP: 'EUC-JP' } as const;

/** The Japanese charset 8-bit bytes are text in (Shift_JIS or EUC-JP, not UTF-8), with the text; null when none. */
export function eightBitJapanese(bytes: Buffer): { charset: string; text: string } | null {
  if (!bytes.some((byte) => byte >= 0x80) || validUtf8(bytes)) return null;
  for (const encoding of ['SJIS', 'EUCJP'] as const) {
    if (Encoding.detect(bytes, encoding) !== encoding) continue;
    const text = Encoding.convert(bytes, { to: 'UNICODE', from: encoding, type: 'string' });
    if ((text.match(KANA) ?? []).length >= MIN_KANA) return { charset: LABELS[encoding], text };
  }
  return null;
}

/** One part's bytes as text, by its label unless the label is ISO-2022-JP and the bytes are 8-bit Japanese. */
export function decodePart(bytes: Buffer, charset: string): string {
  if (!JIS_LABEL.test(charset)) return iconv.decode(bytes, charset);
  if (bytes.some((byte) => byte >= 0x80)) {
    if (validUtf8(bytes)) return bytes.toString('utf8');
    const japanese = eightBitJapanese(bytes);
    if (japanese !== null) return japanese.text;
  }
  return Encoding.convert(bytes, { to: 'UNICODE', from: 'JIS', type: 'string' });
}

/**
 * The converter mailparser's `Iconv` option takes (node-iconv's streaming interface: write, end, then "data" and
 * "end" events), decoding a part whole when it ends. An unknown charset throws, as node-iconv does: mailparser then
 * keeps the part's bytes as they are.
 */
export class PartCharsetConverter extends EventEmitter {
  private readonly chunks: Buffer[] = [];

  constructor(private readonly charset: string) {
    super();
    if (!JIS_LABEL.test(charset) && !iconv.encodingExists(charset)) throw new Error('unknown charset');
  }

  write(chunk: Buffer | string): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
    return true;
  }

  end(): void {
    this.emit('data', Buffer.from(decodePart(Buffer.concat(this.chunks), this.charset), 'utf8'));
    this.emit('end');
  }
}
