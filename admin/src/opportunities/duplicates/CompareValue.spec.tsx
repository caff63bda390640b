import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareValue } from './CompareValue';

/** Each span's text and whether it is kept on one line. */
const spans = (container: HTMLElement) => Array.from(container.querySelectorAll('span')).map((span) => [span.textContent, span.style.whiteSpace === 'nowrap']);

describe('CompareValue', () => {
  it('keeps a phone number, a date or an amount on one line, and lets " (not used)" go to the next', () => {
    const phone = render(<CompareValue value="(512) 634-2472" wrap="whole" />).container;
    expect(phone).toHaveTextContent('(512) 634-2472');
    expect(spans(phone)).toEqual([['(512) 634-2472', true]]);

    const placeholder = render(<CompareValue value="000-000-0000 (not used)" wrap="whole" />).container;
    expect(placeholder).toHaveTextContent('000-000-0000 (not used)');
    expect(spans(placeholder)).toEqual([['000-000-0000', true]]);
  });

  it("breaks an email address only before its '@' and dots, and inside a piece only when the piece is long", () => {
    const short = render(<CompareValue value="guadalupe.a1b2c3@home.example" wrap="address" />).container;
    expect(short).toHaveTextContent('guadalupe.a1b2c3@home.example');
    expect(spans(short)).toEqual([['guadalupe', true], ['.a1b2c3', true], ['@home', true], ['.example', true]]);
    expect(short.querySelectorAll('wbr')).toHaveLength(3);

    const long = render(<CompareValue value="bartholomew-fairweather@movers-of-austin.example" wrap="address" />).container;
    expect(spans(long)).toEqual([['bartholomew-fairweather', false], ['@movers-of-austin', false], ['.example', true]]);
  });

  it('shows other text as it is (it wraps between words), and an unreadable email given as text', () => {
    expect(spans(render(<CompareValue value="12 Oak Street, Austin, TX 78701" wrap="words" />).container)).toEqual([]);
    const given = render(<CompareValue value="n/a please (not used)" wrap="address" />).container;
    expect(given).toHaveTextContent('n/a please (not used)');
    expect(spans(given)).toEqual([]);
  });
});
