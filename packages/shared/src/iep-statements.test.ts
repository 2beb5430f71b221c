import { FIRST_PLAN_LABEL } from './plan-limits';
import { describe, expect, it } from 'vitest';
import type { StatementTemplate } from './statement-schemas';
import {
  appliesToText,
  defaultDetails,
  groupStatements,
  renderStatement,
  sectionOf,
  statementsText,
  statementStudent,
} from './iep-statements';
import { type ItemDetails, ItemDetailsSchema } from './item-details';

const extendedTime: StatementTemplate = {
  what: 'extended time to complete tests and quizzes',
  setting: 'all classes',
  when: 'when a test is longer than 20 minutes',
  amount: 'time and a half',
  provider: 'the classroom teacher',
  appliesTo: ['classroom-tests', 'state-tests'],
};

const parts = ['setting', 'when', 'amount', 'provider'] as const;

/** Every combination of the four details present or left empty. */
function subsets(): (typeof parts)[number][][] {
  return Array.from({ length: 16 }, (_, mask) => parts.filter((_, bit) => mask & (1 << bit)));
}

function withOnly(kept: readonly string[]): ItemDetails {
  const details = defaultDetails(extendedTime);
  for (const part of parts) if (!kept.includes(part)) details[part] = '';
  return details;
}

describe('renderStatement', () => {
  it('writes the IEP form with every detail', () => {
    expect(renderStatement(extendedTime, defaultDetails(extendedTime), 'J.T.')).toBe(
      'In all classes, when a test is longer than 20 minutes, J.T. will be provided extended time to complete tests and quizzes, time and a half, by the classroom teacher.',
    );
  });

  it.each([
    [[], 'The student will be provided extended time to complete tests and quizzes.'],
    [
      ['provider'],
      'The student will be provided extended time to complete tests and quizzes, by the classroom teacher.',
    ],
    [
      ['amount'],
      'The student will be provided extended time to complete tests and quizzes, time and a half.',
    ],
    [
      ['setting'],
      'In all classes, the student will be provided extended time to complete tests and quizzes.',
    ],
    [
      ['when', 'provider'],
      'When a test is longer than 20 minutes, the student will be provided extended time to complete tests and quizzes, by the classroom teacher.',
    ],
  ])('leaves out empty details with their words (%j)', (kept, expected) => {
    expect(renderStatement(extendedTime, withOnly(kept), null)).toBe(expected);
  });

  it.each(subsets())('has no dangling words or doubled punctuation with %j', (...kept) => {
    const sentence = renderStatement(extendedTime, withOnly(kept), null);
    expect(sentence).toMatch(/^[A-Z]/);
    expect(sentence).toMatch(/[^.]\.$/);
    expect(sentence).not.toMatch(
      /\s[,.]|,,|\s{2}|\b(during|when|by|for),|\b(during|when|by|for)\.$/i,
    );
    expect(sentence).toContain('will be provided extended time');
    for (const part of parts) {
      if (kept.includes(part)) expect(sentence.toLowerCase()).toContain(extendedTime[part]);
    }
  });

  it('takes a condition or setting as typed when it brings its own lead word, else adds one', () => {
    const details = {
      ...withOnly([]),
      setting: 'In math and science',
      when: 'independent reading',
    };
    expect(renderStatement(extendedTime, details, null)).toBe(
      'In math and science, for independent reading, the student will be provided extended time to complete tests and quizzes.',
    );
  });

  it('tidies what people type: spaces, closing punctuation, a "by" of their own', () => {
    const details = {
      ...withOnly([]),
      setting: '  math  class. ',
      provider: 'by Ms. Rivera.',
    };
    expect(renderStatement(extendedTime, details, '  ')).toBe(
      'During math class, the student will be provided extended time to complete tests and quizzes, by Ms. Rivera.',
    );
  });

  it('names the student wherever the details say "the student"', () => {
    const details = { ...withOnly([]), when: "when the student's hands tire" };
    const template = { ...extendedTime, what: 'breaks the student asks for' };
    expect(renderStatement(template, details, 'J.T.')).toBe(
      "When J.T.'s hands tire, J.T. will be provided breaks J.T. asks for.",
    );
    const ending = { ...template, what: 'a helper who sits with the student' };
    expect(renderStatement(ending, withOnly([]), 'J.T.')).toBe(
      'J.T. will be provided a helper who sits with J.T.',
    );
    expect(renderStatement(template, details, null)).toBe(
      "When the student's hands tire, the student will be provided breaks the student asks for.",
    );
  });

  it('starts a typed detail in lower case where the sentence form would, keeping names', () => {
    const details = {
      ...withOnly([]),
      setting: 'Math',
      when: 'When tests are long',
      provider: 'By Ms. Rivera',
    };
    expect(renderStatement(extendedTime, details, null)).toBe(
      'During Math, when tests are long, the student will be provided extended time to complete tests and quizzes, by Ms. Rivera.',
    );
  });

  it('puts a comma before "by", so the provider never reads as part of what is provided', () => {
    const template = { ...extendedTime, what: 'answers in words that can be understood' };
    expect(renderStatement(template, withOnly(['provider']), null)).toBe(
      'The student will be provided answers in words that can be understood, by the classroom teacher.',
    );
  });

  it('writes "In all …" for a setting that covers everything', () => {
    const details = { ...withOnly([]), setting: 'all school settings' };
    expect(renderStatement(extendedTime, details, null)).toMatch(/^In all school settings, /);
  });

  it('keeps a label with a replacement pattern as typed', () => {
    const template = { ...extendedTime, what: 'a plan the student follows' };
    expect(renderStatement(template, withOnly([]), 'Jo$&')).toBe(
      'Jo$& will be provided a plan Jo$& follows.',
    );
  });

  it("ends the team's own wording once, after a question or a quotation too", () => {
    const own = (statement: string) =>
      renderStatement(extendedTime, { ...withOnly([]), statement }, null);
    expect(own('may the student ask for help?')).toBe('May the student ask for help?');
    expect(own('the teacher says "ready."')).toBe('The teacher says "ready."');
    expect(own('breaks as needed;')).toBe('Breaks as needed.');
  });

  it("uses the team's own wording when they wrote one", () => {
    const details = { ...defaultDetails(extendedTime), statement: 'jo may take tests in room 12' };
    expect(renderStatement(extendedTime, details, 'Jo')).toBe('Jo may take tests in room 12.');
  });
});

describe('ItemDetailsSchema', () => {
  it('needs at least one place and each place once', () => {
    const details = defaultDetails(extendedTime);
    expect(ItemDetailsSchema.safeParse({ ...details, appliesTo: [] }).success).toBe(false);
    expect(
      ItemDetailsSchema.safeParse({ ...details, appliesTo: ['instruction', 'instruction'] })
        .success,
    ).toBe(false);
    expect(ItemDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('refuses a detail over the limit, naming it', () => {
    const result = ItemDetailsSchema.safeParse({
      ...defaultDetails(extendedTime),
      amount: 'x'.repeat(201),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^How much can be at most 200/);
  });
});

describe('sections and grouping', () => {
  it('files an accommodation by where the team applies it', () => {
    expect(sectionOf('instructional', ['instruction'])).toBe('instructional');
    expect(sectionOf('instructional', ['classroom-tests', 'state-tests'])).toBe('testing');
    expect(sectionOf('testing', ['instruction', 'state-tests'])).toBe('testing');
    expect(sectionOf('testing', ['instruction'])).toBe('instructional');
    expect(sectionOf('modification', ['state-tests'])).toBe('modification');
    expect(sectionOf('supplementary-aid', ['classroom-tests'])).toBe('supplementary-aid');
  });

  it('groups statements in the order a team enters them, leaving empty groups out', () => {
    const statements = [
      {
        key: 'C9',
        title: 'Fewer problems',
        section: 'modification' as const,
        statement: 'M.',
        appliesTo: [],
      },
      {
        key: 'A28',
        title: 'Extended time',
        section: 'testing' as const,
        statement: 'T.',
        appliesTo: [],
      },
      {
        key: 'L1',
        title: 'Guided notes',
        section: 'instructional' as const,
        statement: 'I.',
        appliesTo: [],
      },
    ];
    expect(groupStatements(statements).map((group) => group.heading)).toEqual([
      'Instructional accommodations',
      'Testing accommodations',
      'Modifications',
    ]);
    expect(statementsText(statements)).toBe(
      'Instructional accommodations\nI.\n\nTesting accommodations\nT.\n\nModifications\nM.',
    );
  });

  it('names the places in order', () => {
    expect(appliesToText(['state-tests', 'instruction'])).toBe('Instruction and state tests');
    expect(appliesToText(['instruction', 'classroom-tests', 'state-tests'])).toBe(
      'Instruction, classroom tests and state tests',
    );
  });
});

describe('statementStudent', () => {
  it("names the student by the plan's label, but never by the label Trellis gave a first plan", () => {
    expect(statementStudent(' J.T. ')).toBe('J.T.');
    expect(statementStudent(FIRST_PLAN_LABEL)).toBeNull();
    expect(statementStudent('   ')).toBeNull();
    expect(statementStudent(null)).toBeNull();
  });
});
