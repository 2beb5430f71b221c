import { Fragment } from 'react';

/**
 * An e-mail address that may wrap before its "@" and its dots: in a narrow column a long
 * address breaks at those points instead of letter by letter, and only where it must.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never move, so their places are their keys.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
