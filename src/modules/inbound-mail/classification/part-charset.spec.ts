import * as iconv from 'iconv-lite';
import { decodePart, eightBitJapanese, PartCharsetConverter } from './part-charset';

// Own words: "Hello. The quote for the move has arrived; please confirm it on the site." in Japanese.
const JAPANESE = 'こんにちは。引っ越しのお見積もりが届きました。サイトでご確認ください。';

describe('part charsets', () => {
  it('should decode Shift_JIS and EUC-JP bytes labelled ISO-2022-JP as the charset they are in', () => {
    expect(decodePart(iconv.encode(JAPANESE, 'Shift_JIS'), 'ISO-2022-JP')).toBe(JAPANESE);
    expect(decodePart(iconv.encode(JAPANESE, 'EUC-JP'), 'iso-2022-jp')).toBe(JAPANESE);
    expect(decodePart(Buffer.from(JAPANESE, 'utf8'), 'ISO-2022-JP')).toBe(JAPANESE);
  });

  it('should decode real ISO-2022-JP and every other label as it says', () => {
    const jis = Buffer.from('\x1b$B$3$s$K$A$O\x1b(B', 'latin1'); // こんにちは in ISO-2022-JP
    expect(decodePart(jis, 'ISO-2022-JP')).toBe('こんにちは');
    expect(decodePart(Buffer.from('Gr\xfc\xdfe aus M\xfcnchen', 'latin1'), 'iso-8859-1')).toBe('Grüße aus München');
    expect(decodePart(iconv.encode('Переезд в мае', 'windows-1251'), 'windows-1251')).toBe('Переезд в мае');
  });

  it('should not take Latin-1 or Cyrillic bytes that happen to be valid Shift_JIS for Japanese', () => {
    expect(eightBitJapanese(Buffer.from('Müller Ölfabrik ändert Möbelpläne für Übersee', 'latin1'))).toBeNull();
    expect(eightBitJapanese(iconv.encode('Переезд в мае, нужна оценка стоимости', 'windows-1251'))).toBeNull();
    expect(eightBitJapanese(Buffer.from('plain ASCII only'))).toBeNull();
    expect(eightBitJapanese(iconv.encode(JAPANESE, 'Shift_JIS'))).toEqual({ charset: 'Shift_JIS', text: JAPANESE });
  });

  it("should stream as mailparser's converter: decoded on end, unknown charsets refused", () => {
    const converter = new PartCharsetConverter('ISO-2022-JP');
    const out: Buffer[] = [];
    let ended = false;
    converter.on('data', (chunk: Buffer) => out.push(chunk));
    converter.on('end', () => (ended = true));
    const bytes = iconv.encode(JAPANESE, 'Shift_JIS');
    converter.write(bytes.subarray(0, 7));
    converter.write(bytes.subarray(7));
    converter.end();
    expect(ended).toBe(true);
    expect(Buffer.concat(out).toString('utf8')).toBe(JAPANESE);
    expect(() => new PartCharsetConverter('x-no-such-charset')).toThrow('unknown charset');
  });
});
