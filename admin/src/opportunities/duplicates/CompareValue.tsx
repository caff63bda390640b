import { BreakableAddress } from '../../replies/BreakableAddress';
import { NOT_USED, type CompareWrap } from './compare-rows';

/**
 * The longest piece of an email address (between its '@' and dots) kept on one line: about what a value column holds
 * on a 390 px phone. A longer piece may break anywhere (the cell's overflow-wrap) instead of widening the table.
 */
export const LONGEST_WHOLE_PIECE = 14;

/** A value, and " (not used)" apart from it (the note may go to the next line; the value stays as its kind allows). */
const splitNote = (value: string): [string, string] => (value.endsWith(NOT_USED) ? [value.slice(0, -NOT_USED.length), NOT_USED] : [value, '']);

/**
 * One value of the comparison, wrapping as its kind allows: a phone number, date or amount never breaks, an email
 * address only at its '@' and dots, other text between words (or anywhere, for a word wider than the column).
 */
export const CompareValue = ({ value, wrap }: { value: string; wrap: CompareWrap }) => {
  const [main, note] = splitNote(value);
  if (wrap === 'whole') {
    return (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{main}</span>
        {note}
      </>
    );
  }
  if (wrap === 'address' && !/\s/.test(main)) {
    return (
      <>
        <BreakableAddress address={main} breakLongerThan={LONGEST_WHOLE_PIECE} />
        {note}
      </>
    );
  }
  return <>{value}</>;
};
