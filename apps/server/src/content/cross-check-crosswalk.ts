import type { ContentError } from './content-error';
import { type KeyIndex, notAssessing } from './cross-check-accommodations';
import { repeats } from './repeats';
import type { ValidatedContent } from './validate-content';

// The state-test crosswalk's files (issue 17): assessment programs and same-job groups
// refer to accommodations by key. Without every accommodations file valid, `keys` is
// absent and references go unchecked (they would all look unknown).

type ProgramFile = ValidatedContent['programs'][number];

/** A program's id is its file's name, so a program is found where its id says. */
function checkProgramId(program: ProgramFile): ContentError[] {
  const { id } = program.data;
  if (id === program.fileId) return [];
  return [
    {
      file: program.file,
      entry: '',
      field: 'id',
      message: `"${id}" does not match the file's name: a program's file is named <id>.yaml (${id}.yaml)`,
    },
  ];
}

/** Ids unique across the programs' files. */
function checkProgramIds(programs: readonly ProgramFile[]): ContentError[] {
  return repeats(programs, (program) => program.data.id).map(({ item, first }) => ({
    file: item.file,
    entry: '',
    field: 'id',
    message: `duplicate program id "${item.data.id}" (already used in ${first.file})`,
  }));
}

/** Each support line names an Assessing entry, once per program. */
function checkSupports(program: ProgramFile, keys: KeyIndex | undefined): ContentError[] {
  const { supports } = program.data;
  return supports.flatMap((line, position) => {
    const problem = (message: string): ContentError => ({
      file: program.file,
      entry: line.key,
      field: 'key',
      message,
    });
    const first = supports.findIndex((other) => other.key === line.key);
    if (first !== position) {
      return [problem(`"${line.key}" is listed twice (also supports.${first})`)];
    }
    const unknown = keys && notAssessing(line.key, keys);
    return unknown === undefined ? [] : [problem(unknown)];
  });
}

/** Each group's keys are entries of the library, each once in the group. */
function checkSameJob(
  sameJob: NonNullable<ValidatedContent['sameJob']>,
  keys: KeyIndex | undefined,
): ContentError[] {
  return sameJob.data.flatMap((group, index) =>
    group.keys.flatMap((key, position) => {
      const problem = (message: string): ContentError => ({
        file: sameJob.file,
        entry: `#${index}`,
        field: `keys.${position}`,
        message,
      });
      const first = group.keys.indexOf(key);
      if (first !== position) return [problem(`"${key}" is listed twice (also keys.${first})`)];
      return keys && !keys.has(key) ? [problem(`unknown accommodation "${key}"`)] : [];
    }),
  );
}

/** Rules for the programs' files and the same-job groups beyond their schemas. */
export function checkCrosswalkFiles(
  content: Pick<ValidatedContent, 'programs' | 'sameJob'>,
  keys: KeyIndex | undefined,
): ContentError[] {
  return [
    ...(content.sameJob ? checkSameJob(content.sameJob, keys) : []),
    ...content.programs.flatMap((program) => [
      ...checkProgramId(program),
      ...checkSupports(program, keys),
    ]),
    ...checkProgramIds(content.programs),
  ];
}
