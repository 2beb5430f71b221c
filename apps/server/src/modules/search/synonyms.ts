import { phraseWords } from '../../content/search-text';

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

const GROUPS = SYNONYM_GROUPS.map((group) => group.map(phraseWords));

/** Every word of the synonym list: search never "corrects" these to another word. */
export const SYNONYM_WORDS: ReadonlySet<string> = new Set(GROUPS.flat(2));

/** A phrase of a synonym group found in a query, with the other ways to say it. */
export interface SynonymSlot {
  /** Index of the phrase's first word in the query. */
  at: number;
  /** Index of its last word. */
  end: number;
  /** Every phrase of the group as words, the one typed included. */
  phrases: readonly (readonly string[])[];
  /** The phrase as typed. */
  typed: readonly string[];
}

function indexOfRun(words: readonly string[], run: readonly string[]): number {
  for (let i = 0; i + run.length <= words.length; i += 1) {
    if (run.every((word, j) => words[i + j] === word)) return i;
  }
  return -1;
}

/**
 * The synonym phrases of a query, e.g. "extra time on tests" → "extra time" (extended
 * time, more time…) and "tests" (exams, quizzes…). Of each group the longest phrase found
 * counts; where two found phrases overlap, the longer one does ("small group testing", not
 * "testing").
 */
export function synonymSlots(words: readonly string[]): SynonymSlot[] {
  const found = GROUPS.flatMap((group) => {
    const [longest] = group
      .map((phrase) => ({ phrase, at: indexOfRun(words, phrase) }))
      .filter((match) => match.at >= 0)
      .sort((a, b) => b.phrase.length - a.phrase.length);
    return longest
      ? [
          {
            at: longest.at,
            end: longest.at + longest.phrase.length - 1,
            phrases: group,
            typed: longest.phrase,
          },
        ]
      : [];
  });
  const slots: SynonymSlot[] = [];
  for (const slot of found.sort((a, b) => b.typed.length - a.typed.length)) {
    if (slots.every((taken) => slot.end < taken.at || slot.at > taken.end)) slots.push(slot);
  }
  return slots.sort((a, b) => a.at - b.at);
}
