import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler } from './response-serializer';
import { LibraryAnswers } from './library-answers';

/** An app whose route answers through a cache of two entries, counting the computations. */
async function appWith(answers: LibraryAnswers) {
  const computed: string[] = [];
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get<{ Params: { key: string } }>(
    '/answers/:key',
    { schema: { response: { 200: z.object({ key: z.string() }) } } },
    (request, reply) =>
      answers.send(reply, request.params.key, () => {
        computed.push(request.params.key);
        // An undeclared field must not reach the client, cached or not.
        return { key: request.params.key, secret: 'not declared' };
      }),
  );
  await app.ready();
  const get = async (key: string) => {
    const res = await app.inject({ method: 'GET', url: `/answers/${key}` });
    return { type: res.headers['content-type'], body: res.body };
  };
  return { app, computed, get };
}

describe('library answers', () => {
  it('computes an answer once and sends the same JSON, declared fields only', async () => {
    const { app, computed, get } = await appWith(new LibraryAnswers(2));
    const first = await get('a');
    const second = await get('a');
    expect(first).toEqual({ type: 'application/json; charset=utf-8', body: '{"key":"a"}' });
    expect(second).toEqual(first);
    expect(computed).toEqual(['a']);
    await app.close();
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const { app, computed, get } = await appWith(new LibraryAnswers(2));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // drops b
    await get('a');
    await get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
    await app.close();
  });
});
