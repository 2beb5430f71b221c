import type { FastifyReply } from 'fastify';

/** Most distinct match selections kept; the oldest used goes first (about 100 kB each). */
export const MATCH_ANSWERS_MAX = 200;

/**
 * The JSON text of answers computed from the library alone. The library does not change while
 * the server runs (content is imported at start), so an accommodation, a topic or the ranking
 * of one selection of needs and strengths is computed and serialised once, then sent as text:
 * teachers of a district pick the same common needs, and the builder asks again on every visit.
 * Answers are serialised by the route's own serializer, so they carry only declared fields.
 */
export class LibraryAnswers {
  readonly #texts = new Map<string, string>();

  constructor(private readonly maxEntries: number) {}

  /** Sends the answer for `key`, computing and serialising it on first use. */
  send(reply: FastifyReply, key: string, compute: () => unknown): void {
    let text = this.#texts.get(key);
    if (text === undefined) {
      // The route's JSON serializer answers text.
      text = String(reply.serialize(compute()));
      if (this.#texts.size >= this.maxEntries) {
        const oldest = this.#texts.keys().next();
        if (!oldest.done) this.#texts.delete(oldest.value);
      }
    } else {
      this.#texts.delete(key); // re-inserted last: the least recently used goes first
    }
    this.#texts.set(key, text);
    void reply.type('application/json; charset=utf-8').send(text);
  }
}
