import { Fragment, type ReactNode } from 'react';

/** One piece of an address that never wraps inside (not even at a hyphen, as in 'movers-of-austin'). */
const Whole = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/**
 * An email address that may wrap only before its '@' or a '.' (and at the spaces of a display name around it), never
 * inside a word or at a hyphen, so a narrow column stays narrow without breaking "example" into "exam" and "ple" or
 * "movers-of-austin" into "movers-of-" and "austin". `breakLongerThan`: a piece longer than that many characters is
 * not kept whole (a very long address in a very narrow column breaks inside it rather than overflow).
 */
export const BreakableAddress = ({ address, breakLongerThan = Number.POSITIVE_INFINITY }: { address: string; breakLongerThan?: number }) => (
  <>
    {address.split(/(\s+)/).flatMap((token, tokenIndex) =>
      /^\s*$/.test(token)
        ? [<Fragment key={tokenIndex}>{token}</Fragment>]
        : token.split(/(?=[@.])/).map((part, index) => (
            <Fragment key={`${tokenIndex}-${index}`}>
              {index > 0 ? <wbr /> : null}
              {part.length > breakLongerThan ? <span>{part}</span> : <Whole>{part}</Whole>}
            </Fragment>
          )),
    )}
  </>
);
