import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PREFIX } from '@trellis/shared/product';
import { DEFAULT_CONTENT_DIR } from '../../../config';
import { indexLibrary } from '../../../content/content-index';
import { loadContent } from '../../../content/load-content';
import type { Database } from '../../../db/client';
import { renderPdf } from '../../../pdf/pdf-pool';
import { buildPlanDocument, type PlanDocument } from '../plan-document';
import { createPgliteTestDatabase } from '../../../../test/databases';
import { pdfText } from '../../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../../test/test-app';

// Plan PDFs render in the worker pool: the thread that answers requests stays free meanwhile.

let database: Database;
let app: TestApp;
let plan: PlanDocument;

beforeAll(async () => {
  database = await createPgliteTestDatabase();
  app = await buildTestApp(database);
  // The real library: the test database's is too small for a 100-item plan.
  const loaded = await loadContent(DEFAULT_CONTENT_DIR);
  if (!loaded.ok) throw new Error('the library does not load');
  const content = indexLibrary(loaded.library);
  plan = buildPlanDocument(
    content,
    {
      builder: { strengths: [], needs: [] },
      plan: content.library.accommodations.slice(0, 100).map((entry) => entry.key),
      details: {},
      studentName: null,
    },
    { name: 'Pat Lee', district: null },
    new Date('2026-11-24T10:00:00Z'),
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
});

it('answers other requests while a 100-item plan PDF renders', async () => {
  // The pool's first start (a worker loading its code) is not what this checks.
  await renderPdf({ kind: 'card', data: { ...emptyCard } });
  let pdfDone = false;
  const pdf = renderPdf({ kind: 'plan', data: plan }).then((bytes) => {
    pdfDone = true;
    return bytes;
  });
  // Rendered on this thread, the PDF would be finished by the next turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  const health = await app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
  expect(health.statusCode).toBe(200);
  expect(pdfDone).toBe(false);
  const text = await pdfText(await pdf);
  expect(plan.items).toHaveLength(100);
  expect(text).toContain(plan.items.at(-1)?.title);
});

const emptyCard = {
  student: 'J.D.',
  implementer: { name: 'Ms Ortiz', classOrPeriod: '' },
  items: [],
  contact: { name: 'Pat Lee', email: 'pat.lee@example.org' },
};
