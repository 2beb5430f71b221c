import { describe, expect, it } from 'vitest';
import { loadValidContent } from '../../test/content-fixture';
import { contentReport } from './content-report';

describe('content report', () => {
  it('counts the library and names every minimum it misses', async () => {
    const { library } = await loadValidContent();
    const report = contentReport(library);
    expect(report.total).toBe(4);
    expect(report.perCategory).toEqual({ B: 1, C: 1, L: 1, A: 1 });
    expect(report.needs.find((need) => need.name === 'Anxiety')).toMatchObject({
      accommodations: 2,
      categories: ['B', 'A'],
    });
    expect(report.strengths).toEqual([{ name: 'Visual Learner', uses: 4 }]);
    expect(report.shortfalls).toContain('4 accommodations in all (minimum 440)');
    expect(report.shortfalls).toContain('1 in category B (minimum 100)');
    expect(report.relatedPairs).toEqual([['Test Anxiety', 'Anxiety']]);
    // Test Anxiety is served by A1 only; every other fixture need by two categories equally.
    expect(report.mostlyOneCategory).toEqual([{ name: 'Test Anxiety', category: 'A', share: 1 }]);
    expect(report.shortfalls).toContain(
      'need "Anxiety": 2 accommodations in 2 categories (minimum 12 in 3)',
    );
    expect(report.shortfalls).toContain('strength "Visual Learner" used 4 times (minimum 5)');
  });

  it('flags entries whose titles or descriptions are nearly the same, and modification-only needs', async () => {
    const { library } = await loadValidContent();
    const [first] = library.accommodations;
    if (!first) throw new Error('fixture has accommodations');
    const copy = {
      ...first,
      key: 'B2',
      number: 2,
      title: `${first.title} Again`,
      modification: true,
    };
    const report = contentReport({
      ...library,
      accommodations: [
        ...library.accommodations.map((entry) => ({ ...entry, modification: true })),
        copy,
      ],
    });
    expect(report.likelyDuplicates).toContainEqual({
      a: first.key,
      b: 'B2',
      why: expect.stringMatching(/titles \d+% alike/),
    });
    expect(report.shortfalls).toContain('need "Anxiety" is served only by modifications');
    // B1 and its copy make Anxiety two-thirds Behavioral.
    expect(report.mostlyOneCategory).toContainEqual({
      name: 'Anxiety',
      category: 'B',
      share: 0.67,
    });
  });
});
