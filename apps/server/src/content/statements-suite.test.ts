import { beforeAll, describe, expect, it } from 'vitest';
import type { Accommodation, Library } from '@trellis/shared/content';
import type { ItemDetails } from '@trellis/shared/item-details';
import {
  STUDENT_PLACEHOLDER,
  defaultDetails,
  renderStatement,
} from '@trellis/shared/iep-statements';
import { loadValidContent } from '../../test/content-fixture';
import { DEFAULT_CONTENT_DIR } from '../config';

// Every statement template of the real library (issue 17), rendered with each combination of
// its details present or left empty, with and without a student label: one sentence, no
// dangling words, nothing the team set lost.

const PARTS = ['setting', 'when', 'amount', 'provider'] as const;

/** The entry's default details with only the parts in `mask` kept. */
function withParts(entry: Accommodation, mask: number): ItemDetails {
  const details = defaultDetails(entry.statement);
  PARTS.forEach((part, bit) => {
    if (!(mask & (1 << bit))) details[part] = '';
  });
  return details;
}

/** What is wrong with a rendered sentence, in words; empty when nothing is. */
function problems(sentence: string): string[] {
  const found: string[] = [];
  if (!/^[A-Z0-9]/.test(sentence)) found.push('does not start with a capital');
  if (!/[^!?]\.$/.test(sentence) || /[^A-Z]\.\.$/.test(sentence)) {
    found.push('does not end with one full stop');
  }
  if (/\s[,.;:]/.test(sentence)) found.push('space before punctuation');
  if (/[,;:]{2}|,\s*,|\.\s*\./.test(sentence)) found.push('doubled punctuation');
  if (/\s{2}/.test(sentence)) found.push('doubled space');
  // The words the sentence form adds before a detail: never left without the detail.
  if (/\b(during|when|whenever|while|by|provided|the|a|an)[,.]/i.test(sentence)) {
    found.push('a dangling word before punctuation');
  }
  if (/\bwill be provided (will|the student)\b/i.test(sentence)) found.push('repeats the subject');
  return found;
}

describe('statements suite: every template of the real library', () => {
  let library: Library;
  beforeAll(async () => {
    library = (await loadValidContent(DEFAULT_CONTENT_DIR)).library;
  });

  it('gives every entry a statement with what is provided and a place it applies', () => {
    const missing = library.accommodations.filter(
      (entry) => entry.statement.what.trim() === '' || entry.statement.appliesTo.length === 0,
    );
    expect(missing.map((entry) => entry.key)).toEqual([]);
  });

  it('gives every Assessing accommodation its CCSSO class', () => {
    const missing = library.accommodations.filter(
      (entry) => entry.category === 'A' && !entry.modification && entry.testClass === null,
    );
    expect(missing.map((entry) => entry.key)).toEqual([]);
  });

  it('renders one clean sentence with and without each detail, named or not', () => {
    const failures: string[] = [];
    for (const entry of library.accommodations) {
      for (let mask = 0; mask < 1 << PARTS.length; mask += 1) {
        const details = withParts(entry, mask);
        for (const student of [null, 'J.T.']) {
          const sentence = renderStatement(entry.statement, details, student);
          const found = problems(sentence);
          const lower = sentence.toLowerCase();
          for (const part of PARTS) {
            const named = student
              ? details[part].replace(/\bthe student\b/gi, student)
              : details[part];
            const value = named.trim().toLowerCase();
            if (value && !lower.includes(value)) found.push(`loses its ${part}`);
          }
          if (
            !sentence.includes(student ?? STUDENT_PLACEHOLDER) &&
            !sentence.startsWith('The student')
          ) {
            found.push('does not name the student');
          }
          if (found.length)
            failures.push(`${entry.key} [${mask}] ${found.join(', ')}: ${sentence}`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
