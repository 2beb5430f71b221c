import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorCode } from '@trellis/shared/api-error';
import { ApiRequestError, ClientErrorCode, apiFile, apiNoContent, apiRequest } from './api-client';

describe('apiRequest', () => {
  it("answers the server's JSON as it came (the server's own schema already shaped it)", async () => {
    globalThis.fetch = async () => new Response(JSON.stringify({ status: 'ok', count: 2 }));
    const answer = await apiRequest<z.ZodType<{ status: string; count: number }>>('/health');
    expect(answer).toEqual({ status: 'ok', count: 2 });
  });

  it("turns the server's error body into an ApiRequestError with its issues", async () => {
    globalThis.fetch = async () =>
      new Response(
        JSON.stringify({
          code: 'VALIDATION_FAILED',
          message: 'Please check the request.',
          issues: [{ path: 'email', message: 'Invalid email address' }],
        }),
        { status: 400 },
      );
    const error = await apiRequest('/x', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: ErrorCode.VALIDATION_FAILED,
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it.each([
    ['an unknown code', JSON.stringify({ code: 'TEAPOT', message: 'I am a teapot' })],
    ['a code without a message', JSON.stringify({ code: 'NOT_FOUND' })],
    ['a message that is not text', JSON.stringify({ code: 'NOT_FOUND', message: 404 })],
    [
      'issues that are not field issues',
      JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Check it.', issues: [{ path: 1 }] }),
    ],
    ['an array', JSON.stringify([{ code: 'NOT_FOUND', message: 'Gone.' }])],
    ['JSON null', 'null'],
    ['a body that is no API error', '<html>Bad gateway</html>'],
  ])('reports %s as HTTP_ERROR with the status', async (_name, body) => {
    globalThis.fetch = async () => new Response(body, { status: 502 });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 502,
      code: ClientErrorCode.HTTP_ERROR,
      message: 'The server answered 502.',
    });
  });

  it('sends mutating calls as JSON', async () => {
    let seen: RequestInit | undefined;
    globalThis.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen = init;
      return new Response('{}');
    };
    await apiRequest('/auth/logout', { method: 'POST' });
    expect(seen?.body).toBe('{}');
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json');
  });

  it('reports an unreachable server with a plain message', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('/x')).rejects.toMatchObject({
      code: ClientErrorCode.NETWORK_ERROR,
      message: 'Trellis could not reach the server. Check your connection and try again.',
    });
  });
});

describe('apiNoContent and apiFile', () => {
  it('takes a 204 answer as done, and still reports a refusal', async () => {
    globalThis.fetch = async () => new Response(null, { status: 204 });
    await expect(apiNoContent('/plans/x', { method: 'DELETE' })).resolves.toBeUndefined();
    globalThis.fetch = async () =>
      Response.json({ code: 'FORBIDDEN', message: 'Only the owner can delete.' }, { status: 403 });
    await expect(apiNoContent('/plans/x', { method: 'DELETE' })).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
  });

  it("asks for the file's type and names it as the server does, or by the fallback", async () => {
    let accept: string | null = null;
    const answer =
      (headers: Record<string, string>) => async (_input: unknown, init?: RequestInit) => {
        accept = new Headers(init?.headers).get('accept');
        return new Response('{}', { headers });
      };
    const kind = { accept: 'application/json', fallbackName: 'trellis-data.json' };
    globalThis.fetch = answer({
      'content-disposition': 'attachment; filename="trellis-data-2026-11-24.json"',
    });
    await expect(apiFile('/account/data', {}, kind)).resolves.toMatchObject({
      fileName: 'trellis-data-2026-11-24.json',
    });
    expect(accept).toBe('application/json');
    globalThis.fetch = answer({});
    await expect(apiFile('/account/data', {}, kind)).resolves.toMatchObject({
      fileName: 'trellis-data.json',
    });
  });
});
