import { beforeAll, describe, expect, it } from 'vitest';
import { type FamilySummary, FamilySummarySchema } from '@trellis/shared/family-summary';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { loadValidContent } from '../../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { type ContentIndex, indexLibrary } from '../../content/content-index';
import { buildFamilySummary, type SummaryPlan } from './family-summary-document';

// The family summary document on the real library (issue 24): every entry told in English
// and in Spanish, items grouped where they happen, and the questions and glossary terms that
// only some plans call for.

const NOW = new Date('2026-11-24T09:00:00Z');
const CONTACT = { name: 'Rosa Diaz', email: 'rosa@example.org' };

let content: ContentIndex;
beforeAll(async () => {
  content = indexLibrary((await loadValidContent(DEFAULT_CONTENT_DIR)).library);
});

function planOf(keys: string[], extra: Partial<SummaryPlan> = {}): SummaryPlan {
  const state: StudentPlanState = {
    strengths: [],
    needs: [],
    plan: keys.map((key) => ({ key, title: content.accommodation(key)?.title ?? key })),
  };
  return { label: 'J.T.', planType: 'IEP', grade: '4', reviewDate: '2027-03-15', state, ...extra };
}

const items = (summary: FamilySummary) => summary.school.groups.flatMap((group) => group.items);

describe('the family summary document', () => {
  it('tells every library entry in English and in Spanish, with a title and a text', () => {
    const keys = content.library.accommodations.map((entry) => entry.key);
    expect(keys.length).toBeGreaterThanOrEqual(460);
    const plan = planOf(keys);
    const english = FamilySummarySchema.parse(
      buildFamilySummary(content, plan, CONTACT, NOW, 'en'),
    );
    const spanish = FamilySummarySchema.parse(
      buildFamilySummary(content, plan, CONTACT, NOW, 'es'),
    );
    for (const summary of [english, spanish]) {
      expect(
        items(summary)
          .map((item) => item.key)
          .sort(),
      ).toEqual([...keys].sort());
      for (const item of items(summary)) {
        expect(item.title.trim(), `${summary.locale} ${item.key} title`).not.toBe('');
        expect(item.text.trim(), `${summary.locale} ${item.key} text`).not.toBe('');
      }
    }
    // Each Spanish text is the entry's own Spanish text, not the English one standing in.
    const englishText = new Map(items(english).map((item) => [item.key, item.text]));
    for (const item of items(spanish)) {
      expect(item.text).toBe(content.familyText(item.key, 'es')?.text);
      expect(item.text, item.key).not.toBe(englishText.get(item.key));
    }
    // Every entry's usual details read in Spanish: as many as in English, none left English.
    const englishDetails = new Map(items(english).map((item) => [item.key, item.details]));
    for (const item of items(spanish)) {
      const english = englishDetails.get(item.key) ?? [];
      expect(item.details.length, item.key).toBe(english.length);
      expect(item.details.length, item.key).toBeGreaterThan(0);
      for (const [index, detail] of item.details.entries()) {
        expect(detail.lang, `${item.key} ${detail.label}`).toBe('es-US');
        expect(detail.value, item.key).not.toBe(english[index]?.value);
      }
    }
  });

  it('groups items where they happen, in plan order, leaving empty groups out', () => {
    const modification = content.library.accommodations.find(
      (entry) => entry.section === 'modification',
    );
    if (!modification) throw new Error('the library has no modification');
    const summary = buildFamilySummary(
      content,
      planOf(['B1', 'L3', modification.key, 'A1']),
      CONTACT,
      NOW,
      'en',
    );
    const grouped = summary.school.groups.map((group) => [
      group.id,
      group.items.map((item) => item.key),
    ]);
    expect(grouped).toEqual([
      ['in-class', ['L3']],
      ['on-tests', ['A1']],
      ['behavior-and-routines', ['B1']],
      ['changes-to-learning', [modification.key]],
    ]);
    expect(summary.school.groups[1]?.heading).toBe('On tests');
  });

  it('asks about modifications and state tests, and explains those terms, only when the plan has them', () => {
    const modification = content.library.accommodations.find(
      (entry) => entry.section === 'modification',
    )?.key;
    const stateTested = content.library.accommodations.find((entry) =>
      entry.statement.appliesTo.includes('state-tests'),
    )?.key;
    const classOnly = content.library.accommodations.find(
      (entry) =>
        entry.section !== 'modification' &&
        entry.statement.appliesTo.length === 1 &&
        entry.statement.appliesTo[0] === 'instruction',
    )?.key;
    if (!modification || !stateTested || !classOnly) throw new Error('library lacks a case');

    const plain = buildFamilySummary(content, planOf([classOnly]), CONTACT, NOW, 'en');
    expect(plain.questions.items.length).toBeGreaterThanOrEqual(5);
    expect(plain.questions.items.length).toBeLessThanOrEqual(7);
    expect(plain.questions.items.join(' ')).not.toMatch(/modification|state test/i);
    expect(plain.glossary.terms.map((term) => term.term)).toEqual([
      'IEP (Individualized Education Program)',
      'accommodation',
      'special education',
    ]);

    const full = buildFamilySummary(
      content,
      planOf([classOnly, modification, stateTested], { planType: '504' }),
      CONTACT,
      NOW,
      'es',
    );
    expect(full.questions.items.join(' ')).toMatch(/modificación/);
    expect(full.questions.items.join(' ')).toMatch(/examen estatal/);
    expect(full.glossary.terms.map((term) => term.term)).toEqual([
      'plan 504',
      'acomodación',
      'modificación',
      'examen estatal',
    ]);
  });

  it('explains in the glossary only the words the summary says and does not explain in place', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const planType of ['IEP', '504', 'Other']) {
        const summary = buildFamilySummary(
          content,
          planOf(['L1', 'A1', 'B1'], { planType }),
          CONTACT,
          NOW,
          locale,
        );
        const glossary = content.library.family.glossary;
        const listed = glossary
          .filter((entry) =>
            summary.glossary.terms.some((term) => term.term === entry[locale].term),
          )
          .map((entry) => entry.id);
        // The plan's own type, and special education only for an IEP, whose meaning says it.
        expect(listed.includes('iep'), `${locale} ${planType}`).toBe(planType === 'IEP');
        expect(listed.includes('special-education')).toBe(planType === 'IEP');
        expect(listed.includes('plan-504')).toBe(planType === '504');
        // The contact section names the case manager and tells the family it is on the team.
        expect(listed).not.toContain('case-manager');
        expect(listed).not.toContain('iep-team');
        expect(summary.contact.text).toContain(summary.contact.name);
        expect(listed).toContain('accommodation');
        // L1 and A1 are used on the state test.
        expect(listed).toContain('state-test');
        expect(listed).not.toContain('modification');
      }
    }
  });

  it('says the facts, places and dates in the language, and keeps the team’s details in English', () => {
    const plan = planOf(['A1']);
    const first = plan.state.plan[0];
    if (!first) throw new Error('no item');
    first.details = {
      setting: 'math and science',
      when: '',
      amount: 'time and a half',
      provider: '',
      appliesTo: ['classroom-tests', 'state-tests'],
      statement: null,
    };
    const summary = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    expect(summary.lang).toBe('es-US');
    expect(summary.title).toBe('Resumen para la familia: J.T.');
    expect(summary.facts).toEqual([
      { label: 'Estudiante', value: 'J.T.' },
      { label: 'Plan', value: 'PEI (Programa de Educación Individualizado)' },
      { label: 'Grado', value: 'Grado 4' },
      { label: 'Fecha de este resumen', value: '24 de noviembre de 2026' },
      { label: 'Próxima revisión', value: '15 de marzo de 2027' },
    ]);
    expect(summary.intro).toContain('El plan tiene 1 apoyo.');
    const [item] = items(summary);
    expect(item?.where).toBe('En los exámenes de clase y en el examen estatal');
    expect(item?.details).toEqual([
      { label: 'Dónde', value: 'math and science', lang: 'en-US' },
      { label: 'Cuánto', value: 'time and a half', lang: 'en-US' },
    ]);
    expect(summary.contact).toMatchObject({ name: 'Rosa Diaz', email: 'rosa@example.org' });
    // The date is said once, in the facts; the intro says which plan is the official one.
    expect(summary.intro).not.toContain('2026');
    expect(summary.intro).toContain('El plan oficial es el que el equipo escribió con usted');
  });

  it('says the library’s usual details in the language, and the team’s changes in English', () => {
    const usual = content.accommodation('A1')?.statement;
    const spanish = content.familyText('A1', 'es')?.details;
    if (!usual || !spanish?.setting || !spanish.when || !spanish.provider) {
      throw new Error('A1 has no Spanish details');
    }
    const kept = buildFamilySummary(content, planOf(['A1']), CONTACT, NOW, 'es');
    expect(items(kept)[0]?.details).toEqual([
      { label: 'Dónde', value: spanish.setting, lang: 'es-US' },
      { label: 'Cuándo', value: spanish.when, lang: 'es-US' },
      { label: 'Quién lo da', value: spanish.provider, lang: 'es-US' },
    ]);
    const english = buildFamilySummary(content, planOf(['A1']), CONTACT, NOW, 'en');
    expect(items(english)[0]?.details.map((detail) => [detail.value, detail.lang])).toEqual([
      [usual.setting, 'en-US'],
      [usual.when, 'en-US'],
      [usual.provider, 'en-US'],
    ]);
    // The team keeps the usual setting and who, and writes its own condition.
    const plan = planOf(['A1']);
    const first = plan.state.plan[0];
    if (!first) throw new Error('no item');
    first.details = {
      setting: usual.setting,
      when: 'for unit tests only',
      amount: '',
      provider: ` ${usual.provider} `,
      appliesTo: ['classroom-tests'],
      statement: null,
    };
    const edited = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    expect(items(edited)[0]?.details).toEqual([
      { label: 'Dónde', value: spanish.setting, lang: 'es-US' },
      { label: 'Cuándo', value: 'for unit tests only', lang: 'en-US' },
      { label: 'Quién lo da', value: spanish.provider, lang: 'es-US' },
    ]);
  });

  it('never doubles the full stop of a label that ends with one (J.T.)', () => {
    for (const locale of ['en', 'es'] as const) {
      const summary = buildFamilySummary(content, planOf(['L1']), CONTACT, NOW, locale);
      const sentences = [summary.title, summary.intro, summary.contact.text];
      for (const sentence of sentences) expect(sentence, locale).not.toMatch(/\.\./);
    }
  });

  it('says so when the plan has no items yet, and counts in the plural otherwise', () => {
    const empty = buildFamilySummary(content, planOf([]), CONTACT, NOW, 'en');
    expect(empty.school.groups).toEqual([]);
    expect(empty.school.empty).toMatch(/does not list any supports yet/);
    expect(empty.home.tips).toEqual([]);
    const two = buildFamilySummary(content, planOf(['L1', 'L2']), CONTACT, NOW, 'en');
    expect(two.school.empty).toBeNull();
    expect(two.intro).toContain('The plan lists 2 supports.');
    expect(two.home.tips.map((tip) => tip.key)).toEqual(['L1', 'L2']);
  });
});
