import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { BulletList, LegalSection } from './legal-section';
import { SupportAddress } from './support-contact';

// The accessibility statement (decision 026). Like the other legal pages it says only what the
// product does today: the limitations are the rows the conformance report rates Partially
// Supports (docs/accessibility/conformance-report.md; accessibility-page.test.tsx compares them).

const WHAT_WORKS = [
  'Every page can be used with the keyboard alone. A "Skip to main content" link comes first, ' +
    'and each new page starts at its heading.',
  'Every link, button and field shows a clear focus outline, on light and dark backgrounds alike.',
  'When the button or row you were on goes away, the focus moves to the next sensible place, ' +
    'never back to the top of the page.',
  'Result counts, saves, sent e-mails and errors are announced to screen readers.',
  'Every form field has a visible label, and an error is written beside its field.',
  'Pages work 320 pixels wide without scrolling sideways: on a phone, tables become one card ' +
    'per row.',
  'The dashboard tips stop with their Pause button or while you point at or focus them, and ' +
    'never move if your device asks for reduced motion.',
  'Each chart has a one-sentence summary and a table of its numbers, and its lines differ by ' +
    'pattern and shape, not only by colour.',
  'Every PDF Trellis makes is tagged for screen readers: headings, lists and tables in reading ' +
    'order, a title and a language, and bookmarks in longer documents.',
];

/** What does not fully meet WCAG 2.2 AA yet, each with its success criterion. */
const LIMITATIONS = [
  {
    criterion: '1.4.10',
    title: 'PDFs keep their page layout',
    text:
      'At high zoom a PDF has to be scrolled both ways, unless your PDF reader can reflow ' +
      "tagged PDFs (for example Adobe Acrobat Reader's Reflow view).",
  },
  {
    criterion: '2.2.1',
    title: 'A 12-hour limit on each session',
    text:
      'After an hour without activity you are signed out, with a warning two minutes before and ' +
      'a button to stay signed in. Every session also ends 12 hours after you signed in, and ' +
      'that limit cannot be extended: two minutes before, a warning says so and lets you sign ' +
      'in again at once. Your work is saved and is there when you sign in again.',
  },
];

/** /accessibility — our commitment, what works, what does not yet, and how to tell us. */
export function AccessibilityPage() {
  return (
    <LegalPage title="Accessibility" lastModified="November 2026">
      <LegalSection title="Our commitment">
        <p>
          Trellis is for everyone on a student&rsquo;s team, including people who use a keyboard
          instead of a mouse, a screen reader, magnification or other assistive technology. We aim
          to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, which includes
          Level AA of WCAG 2.1, the level that the ADA Title II rule sets for schools and districts.
          This covers every page of Trellis and the PDFs it makes.
        </p>
      </LegalSection>

      <LegalSection title="What works">
        <BulletList items={WHAT_WORKS} />
      </LegalSection>

      <LegalSection title="Known limitations">
        <ul>
          {LIMITATIONS.map((limitation) => (
            <li key={limitation.criterion}>
              <strong>
                {limitation.title} (WCAG {limitation.criterion}).
              </strong>{' '}
              {limitation.text}
            </li>
          ))}
        </ul>
        <p>
          We test Trellis in the Chromium browser with automated checks and with the keyboard alone.
          We have not yet tested it with screen readers such as JAWS, NVDA or VoiceOver, in other
          browsers, or in Windows high-contrast mode.
        </p>
      </LegalSection>

      <LegalSection title="Accessibility Conformance Report">
        <p>
          Our Accessibility Conformance Report (VPAT 2.5, WCAG edition) rates Trellis against every
          WCAG 2.2 Level A and AA success criterion, for the web app and for its PDFs, and says how
          each was tested. It is a page of its own, ready to print:{' '}
          <a href={paths.accessibilityReport}>Accessibility Conformance Report</a>.
        </p>
      </LegalSection>

      <LegalSection title="Report a problem">
        <p>
          If something in Trellis is hard or impossible for you to use, please tell us by e-mail to
          our support team
          <SupportAddress subject="Accessibility" />. Say which page you were on, what you were
          trying to do and, if you use them, which browser and assistive technology. We reply within
          5 school days and, while we fix the problem, help you get what you need another way.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
