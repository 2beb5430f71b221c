import type {
  AssessmentProgram,
  EntryCrosswalk,
  LinkedEntry,
  TestStatusOfEntry,
} from '@trellis/shared/assessments';
import type { Accommodation, Library } from '@trellis/shared/content';

// The state-test crosswalk of each entry (issue 17), worked out once per library: its CCSSO
// class, its test and classroom versions, the entries that do the same job, and what each
// assessment program's file says about it (or about its test versions).

/** The crosswalk of an entry the library does not have: nothing to say. */
export function emptyCrosswalk(): EntryCrosswalk {
  return { testClass: null, testVersions: [], classroomVersions: [], sameJob: [], tests: [] };
}

/** One program's word on an Assessing entry; status null where its file does not list it. */
function statusIn(
  program: AssessmentProgram,
  key: string,
  viaKey: string | null,
): TestStatusOfEntry {
  const line = program.supports.find((support) => support.key === key);
  return {
    viaKey,
    programId: program.id,
    programName: program.name,
    status: line?.status ?? null,
    condition: line?.condition ?? null,
    source: line?.source ?? null,
  };
}

/** Every entry's crosswalk, by key. */
export function crosswalksOf(library: Library): Map<string, EntryCrosswalk> {
  const byKey = new Map(library.accommodations.map((entry) => [entry.key, entry]));
  const linked = (key: string): LinkedEntry[] => {
    const entry = byKey.get(key);
    return entry ? [{ key, title: entry.title }] : [];
  };
  // The reverse of testVersions, in library order.
  const classroomVersions = new Map<string, LinkedEntry[]>();
  for (const entry of library.accommodations) {
    for (const key of entry.testVersions) {
      const list = classroomVersions.get(key) ?? [];
      list.push({ key: entry.key, title: entry.title });
      classroomVersions.set(key, list);
    }
  }
  const sameJobOf = (key: string): EntryCrosswalk['sameJob'] =>
    library.sameJobGroups
      .filter((group) => group.keys.includes(key))
      .flatMap((group) =>
        group.keys
          .filter((other) => other !== key)
          .flatMap((other) => linked(other).map((entry) => ({ ...entry, note: group.note }))),
      );
  const testsOf = (entry: Accommodation): TestStatusOfEntry[] =>
    library.assessmentPrograms.flatMap((program) =>
      entry.category === 'A'
        ? [statusIn(program, entry.key, null)]
        : entry.testVersions.map((key) => statusIn(program, key, key)),
    );

  return new Map(
    library.accommodations.map((entry): [string, EntryCrosswalk] => {
      const [firstVersion] = entry.testVersions;
      const versionClass = firstVersion === undefined ? null : byKey.get(firstVersion)?.testClass;
      return [
        entry.key,
        {
          testClass: entry.testClass ?? versionClass ?? null,
          testVersions: entry.testVersions.flatMap(linked),
          classroomVersions: classroomVersions.get(entry.key) ?? [],
          sameJob: sameJobOf(entry.key),
          tests: testsOf(entry),
        },
      ];
    }),
  );
}
