import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPool } from './pdf-pool';
import type { MisbehavingJob } from './fixtures/misbehaving-worker';

describe('the PDF worker pool', () => {
  const pool = createPdfPool<MisbehavingJob>({
    workerUrl: new URL('./fixtures/misbehaving-worker.ts', import.meta.url),
    timeLimitMs: 1_000,
  });
  afterAll(() => pool.close());

  const answer = async (text: string) => (await pool.render({ answer: text })).toString('utf8');

  it('answers the bytes the worker made', async () => {
    expect(await answer('%PDF-1.3 one')).toBe('%PDF-1.3 one');
  });

  it('rejects a job whose render throws, and goes on', async () => {
    await expect(pool.render({ fail: 'throw' })).rejects.toThrow('the renderer failed');
    expect(await answer('after a throw')).toBe('after a throw');
  });

  it('rejects the job of a worker that dies, and replaces the worker', async () => {
    await expect(pool.render({ fail: 'exit' })).rejects.toThrow();
    expect(await answer('after an exit')).toBe('after an exit');
  });

  it('ends a job past the time limit, and replaces its worker', async () => {
    await expect(pool.render({ fail: 'hang' })).rejects.toThrow(
      'The PDF was not made within 1000 ms',
    );
    expect(await answer('after a hang')).toBe('after a hang');
  });

  it('starts again after it was closed', async () => {
    await pool.close();
    expect(await answer('after close')).toBe('after close');
  });
});
