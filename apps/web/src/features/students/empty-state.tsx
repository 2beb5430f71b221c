import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';

/** No plans yet: what My Students is for, and the one thing to do next. */
export function EmptyState({ onAdd, addRef }: { onAdd(): void; addRef: Ref<HTMLButtonElement> }) {
  return (
    <section className="text-center py-5" aria-labelledby="students-empty-heading">
      <h2 id="students-empty-heading" className="h4">
        No students yet
      </h2>
      <p className="mx-auto col-lg-8">
        Each student you support gets a plan of their own: strengths, needs and accommodations, kept
        here from one review to the next, and shared with colleagues when you choose.
      </p>
      <Button size="lg" onClick={onAdd} ref={addRef}>
        Add your first student
      </Button>
    </section>
  );
}
