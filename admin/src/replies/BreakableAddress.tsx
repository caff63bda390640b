import { Fragment } from 'react';

/**
 * An email address that may wrap only before its '@' or a '.', never inside a word, so a narrow column stays narrow
 * without breaking "example" into "exam" and "ple".
 */
export const BreakableAddress = ({ address }: { address: string }) => (
  <>
    {address.split(/(?=[@.])/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);
