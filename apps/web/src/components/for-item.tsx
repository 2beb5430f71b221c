/**
 * " for L1 Text-to-Speech" after a label that repeats on every item of a list ("Note",
 * "Decision"), heard by screen readers only, so each field's name says which item it is.
 */
export function ForItem({ item }: { item: { key: string; title: string } }) {
  return (
    <>
      {/* Outside the hidden span, the space survives every way of computing the name. */}{' '}
      <span className="visually-hidden">
        for {item.key} {item.title}
      </span>
    </>
  );
}
