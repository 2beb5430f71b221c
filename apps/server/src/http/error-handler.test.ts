import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { users } from '../db/schema/index';
import { createPgliteTestDatabase } from '../../test/databases';
import { handleError, registerNotFound } from './error-handler';

async function appWithRoutes(fallback?: Parameters<typeof registerNotFound>[1]) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.post(
    '/api/v1/things',
    {
      schema: { body: z.object({ name: z.string().min(1, 'Name is required'), size: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/v1/conflict', async () => {
    throw new AppError('EMAIL_IN_USE', 'Email Already In Use');
  });
  app.get('/api/v1/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  registerNotFound(app, fallback);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers validation failures with 400, a message naming the fields, and issues', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        expect.objectContaining({ path: 'size' }),
      ]),
    );
    expect(body.message).toContain('name: Name is required');
  });

  it('passes an AppError through with its status, code and message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/v1/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_IN_USE', message: 'Email Already In Use' });
  });

  it('hides the details of server faults', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/v1/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('at ');
  });

  it('reports malformed JSON as a 400 with a readable message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers unknown API routes with JSON 404 and other pages with the fallback', async () => {
    const app = await appWithRoutes((_request, reply) => reply.type('text/html').send('<html>'));
    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no GET /api/v1/nothing-here in the Trellis API.',
    });
    const page = await app.inject({ method: 'GET', url: '/builder/needs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<html>');
    const post = await app.inject({ method: 'POST', url: '/builder/needs' });
    expect(post.statusCode).toBe(404);
  });
});

describe('error handler logging', () => {
  it('logs a database error with its code only, never the parameters, whatever the logger', async () => {
    const database = await createPgliteTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Fastify's own serializers: the handler itself must strip the query and its values.
    const app = Fastify({ logger: { level: 'info', stream } });
    app.setErrorHandler(handleError);
    app.post('/api/v1/users', async () => {
      await database.db.insert(users).values({
        email: 'nul@example.org',
        firstName: 'Jo\u0000rdan',
        lastName: 'Lee',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        accountType: 'individual',
      });
      return { ok: true };
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/v1/users' });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL_ERROR');
    } finally {
      await app.close();
      await database.close();
    }
    const output = lines.join('');
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain('nul@example.org');
    expect(output).toContain('request failed');
    expect(output).toContain('database error 22021');
  });
});
