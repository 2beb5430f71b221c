import { expect, it } from 'vitest';
import { FamilySummaryResponseSchema } from '@trellis/shared/family-summary';
import { describeEachDatabase } from '../../../test/databases';
import { createSignedInUser } from '../../../test/factories';
import { jsonRequest } from '../../../test/http';
import { elementsOf, readPdfStructure, taggedLines } from '../../../test/pdf-structure';
import { pdfText } from '../../../test/pdf-text';
import { NOW, useReviewWorld } from '../../../test/review-world';

// The family summary through the API (issue 24): every section in the chosen language(s),
// for anyone who may see the plan, and nothing meant only for staff, in the JSON or the PDF.

/** Words of staff-only things the world puts on the plan: none may reach the family. */
const STAFF_ONLY = [
  'Quarrelsome custody', // the plan's note
  'Zeppelin fading', // a review decision's note
  'Substitute teacher', // a delivery-log reason
  'Rivera', // implementers
  'Okafor',
  'Ben Zimmer', // shares
  'Vic Viewer',
  'will be provided', // the staff statements
];

describeEachDatabase('the family summary', (createDatabase) => {
  const { ctx, rosaPlans, loggedPlan, newPlan } = useReviewWorld(createDatabase);

  const url = (planId: string, path = '', language = 'en') =>
    `/api/v1/plans/${planId}/family-summary${path}?language=${language}`;
  const get = (who: string, planId: string, path = '', language = 'en') =>
    ctx.app.inject({ method: 'GET', url: url(planId, path, language), cookies: ctx.cookies[who] });

  /** A plan with a note, a review decision, a delivery log and implementers. */
  const staffHeavyPlan = async () => {
    const planId = await loggedPlan();
    const noted = await rosaPlans().update(planId, { note: 'Quarrelsome custody; call dad first' });
    expect(noted.statusCode, noted.body).toBe(200);
    const decided = await ctx.app.inject(
      jsonRequest(
        'PUT',
        `/api/v1/plans/${planId}/review`,
        { decisions: [{ itemKey: 'L1', decision: 'fade', note: 'Zeppelin fading plan' }] },
        ctx.cookies.Rosa,
      ),
    );
    expect(decided.statusCode, decided.body).toBe(200);
    return planId;
  };

  it('answers every section in English and Spanish, and never a staff-only word', async () => {
    const planId = await staffHeavyPlan();
    const res = await get('Rosa', planId, '', 'en-es');
    expect(res.statusCode, res.body).toBe(200);
    const body = FamilySummaryResponseSchema.parse(res.json());
    expect(body.language).toBe('en-es');
    const [english, spanish] = body.summaries;
    expect(english?.lang).toBe('en-US');
    expect(spanish?.lang).toBe('es-US');
    expect(english?.title).toBe('Family summary: J.T.');
    expect(spanish?.title).toBe('Resumen para la familia: J.T.');
    for (const summary of [english, spanish]) {
      expect(
        summary?.school.groups.flatMap((group) => group.items.map((item) => item.key)),
      ).toEqual(expect.arrayContaining(['L1', 'A1', 'B1']));
      expect(summary?.home.tips.length).toBeGreaterThan(0);
      expect(summary?.questions.items.length).toBeGreaterThanOrEqual(5);
      expect(summary?.glossary.terms.length).toBeGreaterThan(0);
      expect(summary?.contact).toMatchObject({ name: 'Rosa Diaz', email: 'rosa@example.org' });
    }
    expect(english?.facts.map((fact) => fact.label)).toEqual([
      'Student',
      'Plan',
      'Date of this summary',
      'Next review',
    ]);
    expect(english?.facts[3]?.value).toBe('December 10, 2026');
    expect(spanish?.facts[3]?.value).toBe('10 de diciembre de 2026');
    // The glossary explains the words the summary uses: no modification in this plan, and the
    // case manager is named in the contact section instead.
    const terms = english?.glossary.terms.map((term) => term.term) ?? [];
    expect(terms).toContain('accommodation');
    expect(terms).not.toContain('modification');
    expect(terms).not.toContain('case manager');

    const pdf = await get('Rosa', planId, '/pdf', 'en-es');
    expect(pdf.statusCode).toBe(200);
    const everything = `${res.body} ${await pdfText(pdf.rawPayload)}`;
    for (const words of STAFF_ONLY) expect(everything).not.toContain(words);
  });

  it('lets a viewer read it; a stranger gets 404, the signed-out 401, a lapsed licence 403', async () => {
    const planId = await newPlan();
    expect((await get('Vic', planId)).statusCode).toBe(200);
    expect((await get('Ben', planId, '/pdf', 'es')).statusCode).toBe(200);
    for (const path of ['', '/pdf']) {
      const refused = await get('Stan', planId, path);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    const signedOut = await ctx.app.inject({ method: 'GET', url: url(planId) });
    expect(signedOut.statusCode).toBe(401);
    const lapsed = await createSignedInUser(
      ctx.database.db,
      { accountType: 'individual', subscriptionExpiresAt: new Date('2026-01-01T00:00:00Z') },
      NOW,
    );
    const res = await ctx.app.inject({ method: 'GET', url: url(planId), cookies: lapsed.cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUBSCRIPTION_ENDED');
  });

  it('refuses a language it does not speak, naming the field', async () => {
    const planId = await newPlan();
    const res = await get('Rosa', planId, '', 'fr');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('language');
  });

  it('prints a tagged Spanish PDF: language, headings, the facts table and Spanish letters intact', async () => {
    const planId = await newPlan();
    const res = await get('Rosa', planId, '/pdf', 'es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('family-summary-j-t-es.pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Resumen para la familia: J.T.',
      'Lo que hará la escuela',
      'Lo que usted puede hacer en casa',
      '¿Cómo sabremos si estos apoyos ayudan a mi hijo o hija?',
      'el encargado o la encargada del caso',
      'Página 1 de',
    ]) {
      expect(text).toContain(words);
    }
    const structure = await readPdfStructure(res.rawPayload);
    // The glossary runs in two columns: a reader follows the tags, one term after the other.
    expect(taggedLines(structure, 'P')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^P PEI \(Programa de Educación Individualizado\): Un plan escrito/),
      ]),
    );
    expect(structure.language).toBe('es-US');
    expect(structure.title).toBe('Resumen para la familia: J.T.');
    expect(elementsOf(structure, 'H1').map((node) => node.text)).toEqual([
      'Resumen para la familia: J.T.',
    ]);
    expect(elementsOf(structure, 'H2').map((node) => node.text)).toEqual(
      expect.arrayContaining([
        'Lo que hará la escuela',
        'Preguntas que tal vez quiera hacer al equipo',
      ]),
    );
    expect(elementsOf(structure, 'TH').map((node) => node.text)).toEqual(
      expect.arrayContaining(['Estudiante', 'Próxima revisión']),
    );
    expect(elementsOf(structure, 'H3').map((node) => node.text)).toEqual([
      'En clase',
      'En los exámenes',
      'Conducta y rutinas',
    ]);
    expect(elementsOf(structure, 'LI').length).toBeGreaterThan(5);
  });

  it('prints both languages, English first and Spanish from a new page', async () => {
    const planId = await newPlan();
    const res = await get('Rosa', planId, '/pdf', 'en-es');
    expect(res.headers['content-disposition']).toContain('family-summary-j-t-en-es.pdf');
    const text = await pdfText(res.rawPayload);
    const english = text.indexOf('Family summary: J.T.');
    const spanish = text.indexOf('Resumen para la familia: J.T.');
    expect(english).toBeGreaterThanOrEqual(0);
    expect(spanish).toBeGreaterThan(english);
    // The Spanish summary starts a page: the English part ends with its page's foot, then
    // the new page opens with the Spanish title.
    expect(text.slice(english, spanish)).toMatch(/Trellis · Page \d of \d\s*$/);
    const structure = await readPdfStructure(res.rawPayload);
    expect(structure.language).toBe('en-US');
    expect(elementsOf(structure, 'H1')).toHaveLength(2);
    // Each summary is a section carrying its language (structure dictionaries are not
    // compressed, so the bytes show them).
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Lang \(es-US\)/);
    expect(raw.match(/\/S \/Sect/g)?.length).toBe(2);
  });
});
