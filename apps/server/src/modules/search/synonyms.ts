/**
 * Words teachers and parents use for the same support. A search containing any phrase of
 * a group also finds accommodations written with another phrase of it. Phrases are lower
 * case; hyphens count as spaces ("text-to-speech" is "text to speech").
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['extra time', 'extended time', 'additional time', 'more time', 'time and a half'],
  ['read aloud', 'text to speech', 'read to', 'reader', 'audio', 'audiobook', 'audiobooks'],
  ['speech to text', 'dictation', 'dictate', 'voice typing', 'scribe'],
  ['fidget', 'fidgets', 'fidget tool', 'sensory tool', 'sensory tools', 'stress ball'],
  ['break', 'breaks', 'movement break', 'brain break', 'movement'],
  ['sit still', 'cant sit still', 'restless', 'fidgety', 'wiggly', 'out of seat', 'movement'],
  [
    'headphones',
    'earplugs',
    'ear defenders',
    'noise canceling',
    'noise cancelling',
    'noise reducing',
  ],
  ['seating', 'seat', 'sit near', 'preferential seating', 'front of the room'],
  ['separate setting', 'separate room', 'quiet room', 'small group testing', 'alternate location'],
  ['test', 'tests', 'testing', 'exam', 'exams', 'quiz', 'quizzes', 'assessment', 'assessments'],
  ['notes', 'note taking', 'guided notes', 'copy of notes', 'slides'],
  ['graphic organizer', 'graphic organizers', 'mind map', 'concept map', 'outline'],
  [
    'shorter assignments',
    'fewer problems',
    'fewer items',
    'reduced assignments',
    'chunking',
    'chunked',
  ],
  ['visual schedule', 'picture schedule', 'daily schedule'],
  ['timer', 'visual timer', 'time timer'],
  ['directions', 'instructions', 'steps'],
  ['homework', 'assignments', 'assignment'],
  ['behavior', 'behaviour', 'conduct'],
  ['check in check out', 'check in', 'cico', 'mentor'],
  ['reward', 'rewards', 'token', 'tokens', 'token economy', 'points', 'incentive', 'point card'],
  ['calm down', 'calming', 'cool down', 'cooling off', 'self regulation', 'regulate'],
  ['spelling', 'spell check', 'spellcheck', 'spell checker'],
  ['large print', 'enlarged print', 'bigger print', 'big print', 'magnified'],
  ['word bank', 'word banks', 'word list'],
  ['anxiety', 'anxious', 'worry', 'worried', 'nervous', 'stress'],
  ['focus', 'attention', 'concentrate', 'concentration', 'distracted'],
  ['organization', 'organisation', 'organize', 'organized', 'planner', 'folder', 'binder'],
  ['typing', 'keyboarding', 'keyboard', 'laptop', 'computer'],
  ['handwriting', 'writing by hand', 'copying'],
  ['manipulatives', 'counters', 'blocks', 'hands on'],
  ['multiplication', 'times tables', 'multiplication tables', 'math facts', 'fact chart'],
  ['vocabulary', 'vocab', 'key words', 'word meanings'],
  ['social story', 'social stories', 'social narrative', 'social narratives'],
  ['sign language', 'asl', 'interpreter', 'deaf', 'hearing'],
  ['captions', 'captioned', 'subtitles', 'transcript', 'transcripts'],
  ['retake', 'retakes', 'redo', 'test corrections'],
  ['modified', 'simplified', 'reduced', 'modification'],
];

/** The words of a phrase or query as search compares them: lower case, hyphens as spaces. */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const GROUPS = SYNONYM_GROUPS.map((group) => group.map(phraseWords));

/** Every word of the synonym list: search never "corrects" these to another word. */
export const SYNONYM_WORDS: ReadonlySet<string> = new Set(GROUPS.flat(2));

function indexOfRun(words: string[], run: string[]): number {
  for (let i = 0; i + run.length <= words.length; i += 1) {
    if (run.every((word, j) => words[i + j] === word)) return i;
  }
  return -1;
}

/** Most query variants one search tries: enough for two synonym groups in one query. */
const MAX_VARIANTS = 24;

/**
 * The query and its variants with one synonym phrase swapped for another of its group,
 * e.g. ["extra","time","tests"] → […, ["extended","time","tests"], ["extra","time","exam"]…].
 * The longest phrase of a group that occurs is the one replaced.
 */
export function synonymVariants(words: string[]): string[][] {
  const variants = [words];
  for (const group of GROUPS) {
    const found = group
      .map((phrase) => ({ phrase, at: indexOfRun(words, phrase) }))
      .filter((match) => match.at >= 0)
      .sort((a, b) => b.phrase.length - a.phrase.length)[0];
    if (!found) continue;
    for (const alternative of group) {
      if (alternative === found.phrase) continue;
      const variant = [
        ...words.slice(0, found.at),
        ...alternative,
        ...words.slice(found.at + found.phrase.length),
      ];
      variants.push(variant);
      if (variants.length >= MAX_VARIANTS) return variants;
    }
  }
  return variants;
}
