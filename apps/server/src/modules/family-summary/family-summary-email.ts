import { type FamilyLocale, LOCALE_TAGS } from '@trellis/shared/locales';
import { type LangParagraph, htmlEmail } from '../../mail/templates/layout';
import { translator } from '../../lib/i18n';

// The family summary's e-mail (issue 24): the message in the chosen language(s), the sender's
// note as they typed it, and no link at all: the summary is the attached PDF, which a family
// opens without an account. Replies go to the sender (Reply-To, set by the service).

interface EmailParts {
  sender: { name: string; email: string };
  student: string;
  note: string;
}

function paragraphsIn(locale: FamilyLocale, parts: EmailParts): string[] {
  const t = translator(locale);
  const { sender, student } = parts;
  return [
    t('email.intro', { sender: sender.name, email: sender.email, student }),
    t('email.attachment'),
    t('email.reply'),
  ];
}

/**
 * The subject and the plain and HTML bodies, each language in turn (English first). The note
 * is the sender's text, once, after them; the HTML part escapes it as it escapes every line.
 */
export function familySummaryEmail(locales: readonly FamilyLocale[], parts: EmailParts) {
  const subject = locales
    .map((locale) =>
      translator(locale)('email.subject', { student: parts.student, sender: parts.sender.name }),
    )
    .join(' / ');
  const [first = 'en'] = locales;
  const note = parts.note.trim();
  // The note's heading in the first language; the note itself is in the sender's own words.
  const noteParagraphs = note
    ? [
        translator(first)('email.note', { sender: parts.sender.name }),
        ...note.split(/\r?\n\s*\r?\n/),
      ]
    : [];
  const byLocale = locales.map((locale) => paragraphsIn(locale, parts));
  const text = [...byLocale.flat(), ...noteParagraphs].join('\n\n');
  const html: (string | LangParagraph)[] = [
    ...byLocale.flatMap((paragraphs, index): (string | LangParagraph)[] => {
      const locale = locales[index] ?? first;
      return locale === first
        ? paragraphs
        : paragraphs.map((paragraph) => ({ text: paragraph, lang: LOCALE_TAGS[locale] }));
    }),
    ...noteParagraphs,
  ];
  return { subject, text, html: htmlEmail(html, undefined, LOCALE_TAGS[first]) };
}
