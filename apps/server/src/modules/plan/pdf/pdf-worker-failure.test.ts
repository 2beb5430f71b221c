import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { PlanExportBody } from '@trellis/shared/plan-export';
import { API_PREFIX } from '@trellis/shared/product';
import type { Database } from '../../../db/client';
import type * as PdfPoolModule from '../../../pdf/pdf-pool';
import type { MisbehavingJob } from '../../../pdf/fixtures/misbehaving-worker';
import type { PdfJob } from '../../../pdf/pdf-worker';
import { createPgliteTestDatabase } from '../../../../test/databases';
import { signedInCookie } from '../../../../test/factories';
import { jsonRequest } from '../../../../test/http';
import { buildTestApp, type TestApp } from '../../../../test/test-app';

// The PDF routes with a pool whose real worker threads die (plan PDF) or throw (data form):
// each request gets the app's usual 500 instead of hanging, and the server goes on.
vi.mock('../../../pdf/pdf-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof PdfPoolModule>();
  const pool = actual.createPdfPool<MisbehavingJob>({
    workerUrl: new URL('../../../pdf/fixtures/misbehaving-worker.ts', import.meta.url),
  });
  return {
    ...actual,
    renderPdf: (job: PdfJob) => pool.render({ fail: job.kind === 'plan' ? 'exit' : 'throw' }),
    holdPdfPool: () => pool.close,
  };
});

const body: PlanExportBody = { builder: { strengths: [], needs: [] }, plan: ['L1'] };

let database: Database;
let app: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  database = await createPgliteTestDatabase();
  app = await buildTestApp(database);
  cookies = await signedInCookie(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

it.each([
  ['pdf', 'a worker that dies'],
  ['data-form', 'a render that throws'],
])('answers POST /plan/%s with the usual 500 after %s', async (route) => {
  const response = await app.inject(
    jsonRequest('POST', `${API_PREFIX}/plan/${route}`, body, cookies),
  );
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
  const health = await app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
  expect(health.statusCode).toBe(200);
});
