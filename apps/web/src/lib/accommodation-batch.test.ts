import { afterEach, describe, expect, it } from 'vitest';
import { ACCOMMODATION_BATCH_MAX, NO_SUCH_ACCOMMODATION } from '@trellis/shared/content-constants';
import { loadAccommodation } from './accommodation-batch';
import { isNotFound } from './api-client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers the batch route with an entry per known key; records each request's keys. */
function libraryServer(known: (key: string) => boolean, status = 200) {
  const asked: string[][] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/content/accommodations');
    const keys = url.searchParams.get('keys')?.split(',') ?? [];
    asked.push(keys);
    if (status !== 200) {
      return Response.json({ code: 'INTERNAL_ERROR', message: 'Try later.' }, { status });
    }
    const accommodations = keys
      .map((key) => key.toUpperCase())
      .filter(known)
      .map((key) => ({ key, title: `Entry ${key}` }));
    return Response.json({ accommodations });
  };
  return asked;
}

describe('loading library entries together', () => {
  it('asks for the entries wanted in the same moment in one request, each key once', async () => {
    const asked = libraryServer(() => true);
    const entries = await Promise.all(
      ['L1', 'B3', 'L1', 'a2'].map((key) => loadAccommodation(key)),
    );
    expect(asked).toEqual([['L1', 'B3', 'a2']]);
    expect(entries.map((entry) => entry.key)).toEqual(['L1', 'B3', 'L1', 'A2']);
    // Asked later, an entry goes in a request of its own.
    await loadAccommodation('C4');
    expect(asked).toEqual([['L1', 'B3', 'a2'], ['C4']]);
  });

  it('answers a key the library lacks as not found, the others as found', async () => {
    libraryServer((key) => key !== 'B99');
    const [found, gone] = await Promise.allSettled([
      loadAccommodation('L1'),
      loadAccommodation('B99'),
    ]);
    expect(found).toMatchObject({ status: 'fulfilled', value: { key: 'L1' } });
    expect(gone.status).toBe('rejected');
    const reason = (gone as PromiseRejectedResult).reason as Error;
    expect(isNotFound(reason)).toBe(true);
    expect(reason.message).toBe(NO_SUCH_ACCOMMODATION);
  });

  it('answers a key no entry can have as not found, without spoiling the others', async () => {
    const asked = libraryServer(() => true);
    const [odd, found] = await Promise.allSettled([
      loadAccommodation('L12345678'),
      loadAccommodation('L1'),
    ]);
    expect(odd.status).toBe('rejected');
    expect(isNotFound((odd as PromiseRejectedResult).reason)).toBe(true);
    expect(found).toMatchObject({ status: 'fulfilled', value: { key: 'L1' } });
    expect(asked).toEqual([['L1']]);
  });

  it('fails every entry of a request that fails, with its error', async () => {
    libraryServer(() => true, 500);
    const results = await Promise.allSettled([loadAccommodation('L1'), loadAccommodation('B3')]);
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { status: 500 } });
    }
  });

  it(`asks at most ${ACCOMMODATION_BATCH_MAX} keys per request`, async () => {
    const asked = libraryServer(() => true);
    const keys = Array.from({ length: ACCOMMODATION_BATCH_MAX + 2 }, (_, n) => `L${n + 1}`);
    await Promise.all(keys.map((key) => loadAccommodation(key)));
    expect(asked.map((batch) => batch.length)).toEqual([ACCOMMODATION_BATCH_MAX, 2]);
  });
});
