import {
  APPLIES_TO,
  CONDITION_LEAD_WORDS,
  type AppliesTo,
  type IepSection,
  startsWithLeadWord,
} from './statement-fields';
import type { ItemDetails } from './item-details';
import type { StatementTemplate } from './statement-schemas';
import { FIRST_PLAN_LABEL } from './plan-limits';

// Paste-ready IEP statements (issue 17): each plan item's implementation details and the one
// measurable sentence they make, "During [setting], [when], [student] will be provided
// [what], [amount], by [provider].", and the groups a team enters them in.

/** What a statement calls the student when the plan has no label to use. */
export const STUDENT_PLACEHOLDER = 'the student';

/**
 * What a statement calls the student: the plan's label, or null ("the student"). The label
 * Trellis gives a first plan by itself is no one's name, so it counts as none.
 */
export function statementStudent(label: string | null | undefined): string | null {
  const trimmed = label?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' || trimmed === FIRST_PLAN_LABEL ? null : trimmed;
}

/** The details a library entry suggests: what a plan item has until the team edits it. */
export function defaultDetails(template: StatementTemplate): ItemDetails {
  const { setting, when, amount, provider, appliesTo } = template;
  return { setting, when, amount, provider, appliesTo: [...appliesTo], statement: null };
}

/** The item's details: the team's, or the entry's defaults when it has none. */
export function detailsOf(
  template: StatementTemplate,
  details: ItemDetails | undefined,
): ItemDetails {
  return details ?? defaultDetails(template);
}

/** How each place reads in lists and exports. */
export const APPLIES_TO_LABELS: Record<AppliesTo, string> = {
  instruction: 'Instruction',
  'classroom-tests': 'Classroom tests',
  'state-tests': 'State tests',
};

/** "Instruction, classroom tests and state tests", in the order of `APPLIES_TO`. */
export function appliesToText(appliesTo: readonly AppliesTo[]): string {
  const names = APPLIES_TO.filter((place) => appliesTo.includes(place)).map((place, index) =>
    index === 0 ? APPLIES_TO_LABELS[place] : APPLIES_TO_LABELS[place].toLowerCase(),
  );
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// People type details with stray spaces and closing punctuation; the sentence adds its own.
function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:]+$/, '');
}

const SETTING_LEAD_WORDS = ['in', 'during', 'across', 'at', 'throughout', 'on', 'for'];

function firstWord(text: string): string {
  return (text.split(' ', 1)[0] ?? '').toLowerCase();
}

/** "During math", or the setting as typed when it brings its own preposition ("In all classes"). */
function settingPhrase(setting: string): string {
  const first = firstWord(setting);
  if (SETTING_LEAD_WORDS.includes(first)) return setting;
  // "In all school settings" reads better than "During all school settings".
  return first === 'all' ? `in ${setting}` : `during ${setting}`;
}

/** The condition as typed when it starts with a lead word ("when…", "before…"), else "for …". */
function conditionPhrase(condition: string): string {
  return startsWithLeadWord(condition) ? condition : `for ${condition}`;
}

function providerPhrase(provider: string): string {
  return firstWord(provider) === 'by' ? provider : `by ${provider}`;
}

// A detail inside the sentence starts in lower case when its first word is one the sentence
// form would write ("When tests are long" → "when tests are long"); names keep their capitals.
const FORM_WORDS = new Set<string>([...CONDITION_LEAD_WORDS, ...SETTING_LEAD_WORDS, 'by']);
function inSentence(text: string): string {
  return FORM_WORDS.has(firstWord(text)) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Ends a sentence with a full stop unless it already ends as a sentence ("…?", "J.T.", '…."'). */
function finished(sentence: string): string {
  return /[.?!]["')\u201d\u2019]?$/.test(sentence) ? sentence : `${sentence}.`;
}

function capitalised(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The item's statement: the team's own wording when they wrote one, else the sentence built
 * from the entry's "what" and the details, leaving out each empty part with its words.
 * `student` is the plan's label; without one the sentence says "the student".
 */
export function renderStatement(
  template: Pick<StatementTemplate, 'what'>,
  details: ItemDetails,
  student: string | null,
): string {
  const own =
    details.statement
      ?.replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s,;:]+$/, '') ?? '';
  if (own) return finished(capitalised(own));

  // A label keeps its own full stop ("J.T."): only its spaces are tidied.
  const label = (student ?? '').replace(/\s+/g, ' ').trim();
  const subject = label || STUDENT_PLACEHOLDER;
  // The library's defaults say "the student"; in a named plan that is the named student.
  const part = (text: string) => {
    const tidy = inSentence(clean(text));
    // A function, so a "$&" in a label is the label and not a replacement pattern.
    return label ? tidy.replace(/\bthe student\b/gi, () => label) : tidy;
  };
  const setting = part(details.setting);
  const when = part(details.when);
  const amount = part(details.amount);
  const provider = part(details.provider);
  const opening = [setting && settingPhrase(setting), when && conditionPhrase(when)].filter(
    Boolean,
  );
  const core = `${subject} will be provided ${part(template.what)}`;
  // "[what], [amount], by [provider]": the comma keeps "by" from reading as part of the what
  // ("answers that can be understood, by the classroom teacher").
  const full = [core, amount, provider && providerPhrase(provider)].filter(Boolean).join(', ');
  return finished(capitalised([...opening, full].join(', ')));
}

/** The groups "Copy all statements" writes, in the order a team enters them. */
export const STATEMENT_GROUPS: readonly { section: IepSection; heading: string }[] = [
  { section: 'instructional', heading: 'Instructional accommodations' },
  { section: 'testing', heading: 'Testing accommodations' },
  { section: 'supplementary-aid', heading: 'Supplementary aids and services' },
  { section: 'modification', heading: 'Modifications' },
];

/**
 * Where an item is entered: modifications and supplementary aids stay where the library puts
 * them; an accommodation the team applies only to tests is a testing accommodation, and a
 * testing entry the team uses in instruction only is an instructional one.
 */
export function sectionOf(section: IepSection, appliesTo: readonly AppliesTo[]): IepSection {
  if (section === 'modification' || section === 'supplementary-aid') return section;
  const onTests = appliesTo.some((place) => place !== 'instruction');
  if (!appliesTo.includes('instruction')) return 'testing';
  if (section === 'testing' && onTests) return 'testing';
  return 'instructional';
}

/** One rendered plan item: its statement and where the team enters it. */
export interface PlanStatement {
  key: string;
  title: string;
  section: IepSection;
  statement: string;
  appliesTo: AppliesTo[];
}

/** The plan's statements grouped as a team enters them; empty groups left out. */
export function groupStatements<T extends Pick<PlanStatement, 'section'>>(
  statements: readonly T[],
): { heading: string; section: IepSection; statements: T[] }[] {
  return STATEMENT_GROUPS.map(({ section, heading }) => ({
    heading,
    section,
    statements: statements.filter((statement) => statement.section === section),
  })).filter((group) => group.statements.length > 0);
}

/**
 * The text "Copy all statements" puts on the clipboard: each group's heading, then its
 * statements one per line, groups separated by a blank line.
 */
export function statementsText(statements: readonly PlanStatement[]): string {
  return groupStatements(statements)
    .map((group) => [group.heading, ...group.statements.map((s) => s.statement)].join('\n'))
    .join('\n\n');
}
