import {
  type FamilySummary,
  SUMMARY_GROUPS,
  type SummaryGroup,
  type SummaryItem,
  summaryGroupOf,
} from '@trellis/shared/family-summary';
import { FAMILY_DETAIL_FIELDS, type FamilyDetailField } from '@trellis/shared/family-text';
import { type FamilyLocale, LOCALE_TAGS } from '@trellis/shared/locales';
import { detailsOf, sectionOf } from '@trellis/shared/iep-statements';
import type { AppliesTo } from '@trellis/shared/statement-fields';
import type { PlanType } from '@trellis/shared/plan-limits';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import type { ContentIndex } from '../../content/content-index';
import { localDateText, localList, type Translate, translator } from '../../lib/i18n';

// The family summary (issue 24, decision 027): a plan told to the family in plain language.
// One pure function from the plan to the document the page, the PDF and the e-mail show.
// It reads only what a family may see: the label, plan type, grade, review date, items and
// their places and details, and the case manager. The plan's note, the review, the delivery
// log, implementers and shares are never read, so they cannot leak into it.

/** What of a plan the summary reads. */
export interface SummaryPlan {
  label: string;
  planType: string;
  grade: string | null;
  reviewDate: string | null;
  state: StudentPlanState;
}

/** The case manager the family writes to: the plan's owner. */
export interface SummaryContact {
  name: string;
  email: string;
}

/** Each group's words; the keys are written out so the catalogue test sees them used. */
function groupWords(t: Translate): Record<SummaryGroup, { heading: string; intro: string }> {
  return {
    'in-class': { heading: t('groups.inClass.heading'), intro: t('groups.inClass.intro') },
    'on-tests': { heading: t('groups.onTests.heading'), intro: t('groups.onTests.intro') },
    'behavior-and-routines': {
      heading: t('groups.behaviorAndRoutines.heading'),
      intro: t('groups.behaviorAndRoutines.intro'),
    },
    'changes-to-learning': {
      heading: t('groups.changesToLearning.heading'),
      intro: t('groups.changesToLearning.intro'),
    },
  };
}

function placeWords(t: Translate): Record<AppliesTo, string> {
  return {
    instruction: t('places.instruction'),
    'classroom-tests': t('places.classroomTests'),
    'state-tests': t('places.stateTests'),
  };
}

function detailLabels(t: Translate): Record<FamilyDetailField, string> {
  return {
    setting: t('item.setting'),
    when: t('item.when'),
    amount: t('item.amount'),
    provider: t('item.provider'),
  };
}

function planTypeName(t: Translate, planType: string, inSentence: boolean): string {
  const type = planType as PlanType;
  if (inSentence) {
    if (type === 'IEP') return t('planNames.IEP');
    if (type === '504') return t('planNames.504');
    return t('planNames.Other');
  }
  if (type === 'IEP') return t('planTypes.IEP');
  if (type === '504') return t('planTypes.504');
  return t('planTypes.Other');
}

function gradeName(t: Translate, grade: string): string {
  if (grade === 'PK') return t('grades.PK');
  if (grade === 'K') return t('grades.K');
  if (grade === '18-21') return t('grades.transition');
  return t('grades.numbered', { grade });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The questions every family may ask, then those the plan's items call for. */
function questionsFor(t: Translate, has: { modification: boolean; stateTests: boolean }) {
  return [
    t('questions.progress'),
    t('questions.teachers'),
    t('questions.updates'),
    t('questions.notWorking'),
    t('questions.askForHelp'),
    t('questions.sameGoals'),
    ...(has.modification ? [t('questions.modification')] : []),
    ...(has.stateTests ? [t('questions.stateTests')] : []),
  ];
}

/**
 * The glossary's terms this summary uses, in the order a family meets them: the plan's own
 * type (and, for an IEP, special education, which its meaning names), accommodation, and
 * modification and state test only when an item is one or is used on one. The case manager
 * and the team are left out: the contact section says who the case manager is, by name, and
 * that the family is part of the team, so a definition would only say it again.
 */
function glossaryIds(planType: string, has: { modification: boolean; stateTests: boolean }) {
  return [
    ...(planType === 'IEP' ? ['iep'] : []),
    ...(planType === '504' ? ['plan-504'] : []),
    'accommodation',
    ...(has.modification ? ['modification'] : []),
    ...(has.stateTests ? ['state-test'] : []),
    ...(planType === 'IEP' ? ['special-education'] : []),
  ];
}

/**
 * A detail as the family reads it: the library's usual detail in the family's language, or
 * the team's own words in English, the language staff work in, marked as such.
 */
function detailIn(
  locale: FamilyLocale,
  value: string,
  usual: { english: string; translated: string | undefined },
): { value: string; lang: string } {
  return value === usual.english.trim() && usual.translated
    ? { value: usual.translated, lang: LOCALE_TAGS[locale] }
    : { value, lang: LOCALE_TAGS.en };
}

interface PlacedItem {
  group: SummaryGroup;
  item: SummaryItem;
  home: string | undefined;
  appliesTo: readonly AppliesTo[];
}

/**
 * The plan's items as the family reads them, in plan order. The library holds family text for
 * every entry in every language; an entry gone from the library has none, so it is left out
 * rather than shown in staff words.
 */
function placedItems(
  content: ContentIndex,
  plan: SummaryPlan,
  locale: FamilyLocale,
  t: Translate,
): PlacedItem[] {
  const places = placeWords(t);
  const labels = detailLabels(t);
  return plan.state.plan.flatMap((planItem) => {
    const entry = content.accommodation(planItem.key);
    const family = content.familyText(planItem.key, locale);
    if (!entry || !family) return [];
    const details = detailsOf(entry.statement, planItem.details);
    const where = localList(
      locale,
      details.appliesTo.map((place) => places[place]),
    );
    return [
      {
        group: summaryGroupOf(entry, sectionOf(entry.section, details.appliesTo)),
        appliesTo: details.appliesTo,
        home: family.home,
        item: {
          key: entry.key,
          title: family.title,
          text: family.text,
          where: capitalised(where),
          details: FAMILY_DETAIL_FIELDS.flatMap((field) => {
            const value = details[field].trim();
            if (!value) return [];
            const usual = { english: entry.statement[field], translated: family.details?.[field] };
            return [{ label: labels[field], ...detailIn(locale, value, usual) }];
          }),
        },
      },
    ];
  });
}

/** The family summary of a plan in one language. */
export function buildFamilySummary(
  content: ContentIndex,
  plan: SummaryPlan,
  contact: SummaryContact,
  now: Date,
  locale: FamilyLocale,
): FamilySummary {
  const t = translator(locale);
  const student = plan.label;
  const placed = placedItems(content, plan, locale, t);
  const has = {
    modification: placed.some((entry) => entry.group === 'changes-to-learning'),
    stateTests: placed.some((entry) => entry.appliesTo.includes('state-tests')),
  };
  const words = groupWords(t);
  const groups = SUMMARY_GROUPS.map((id) => ({
    id,
    ...words[id],
    items: placed.filter((entry) => entry.group === id).map((entry) => entry.item),
  })).filter((group) => group.items.length > 0);
  const tips = placed.flatMap(({ item, home }) =>
    home ? [{ key: item.key, title: item.title, text: home }] : [],
  );
  const glossary = new Map(content.library.family.glossary.map((term) => [term.id, term]));
  const today = localDateText(locale, now);
  return {
    locale,
    lang: LOCALE_TAGS[locale],
    title: t('title', { student }),
    intro: `${t('intro', { student, plan: planTypeName(t, plan.planType, true) })} ${t('itemCount', { count: placed.length })}`,
    facts: [
      { label: t('facts.student'), value: student },
      { label: t('facts.planType'), value: planTypeName(t, plan.planType, false) },
      ...(plan.grade ? [{ label: t('facts.grade'), value: gradeName(t, plan.grade) }] : []),
      { label: t('facts.date'), value: today },
      {
        label: t('facts.nextReview'),
        value: plan.reviewDate ? localDateText(locale, plan.reviewDate) : t('facts.notSet'),
      },
    ],
    school: {
      heading: t('school.heading'),
      empty: placed.length === 0 ? t('school.empty') : null,
      groups,
    },
    home: {
      heading: t('home.heading'),
      intro: tips.length > 0 ? t('home.intro') : t('home.none'),
      tips,
    },
    questions: { heading: t('questions.heading'), items: questionsFor(t, has) },
    glossary: {
      heading: t('glossary.heading'),
      terms: glossaryIds(plan.planType, has).flatMap((id) => {
        const wording = glossary.get(id)?.[locale];
        return wording ? [{ term: wording.term, meaning: wording.meaning }] : [];
      }),
    },
    contact: {
      heading: t('contact.heading'),
      text: t('contact.text', { name: contact.name, student }),
      name: contact.name,
      email: contact.email,
    },
  };
}
