import { type Token, type Tokens, lexer } from 'marked';

/** A run of text with one style. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** A block of library text as the PDF lays it out. */
export type Block = { kind: 'paragraph'; runs: Run[] } | { kind: 'list'; items: Run[][] };

type Style = Pick<Run, 'bold' | 'italic'>;

function inlineRuns(tokens: Token[] | undefined, style: Style): Run[] {
  if (!tokens) return [];
  return tokens.flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true });
      case 'em':
        return inlineRuns((token as Tokens.Em).tokens, { ...style, italic: true });
      case 'link': {
        // Printed documents cannot be clicked: the address follows the link text.
        const link = token as Tokens.Link;
        const runs = inlineRuns(link.tokens, style);
        return link.text === link.href ? runs : [...runs, { text: ` (${link.href})`, ...style }];
      }
      case 'br':
        return [{ text: '\n', ...style }];
      case 'text':
      case 'escape':
      case 'codespan': {
        const inner = 'tokens' in token ? (token as Tokens.Text).tokens : undefined;
        return inner?.length ? inlineRuns(inner, style) : [{ text: decode(token.text), ...style }];
      }
      default:
        return 'text' in token ? [{ text: decode(String(token.text)), ...style }] : [];
    }
  });
}

// The lexer leaves HTML entities of the source as they are; the PDF needs the characters.
function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

// Line breaks inside a paragraph are the source's wrapping, not the reader's.
function joinLines(runs: Run[]): Run[] {
  return runs.map((run) =>
    run.text === '\n' ? run : { ...run, text: run.text.replace(/\s*\n\s*/g, ' ') },
  );
}

const PLAIN: Style = { bold: false, italic: false };

/** Splits library Markdown into paragraphs and bullet lists of styled runs. */
export function markdownBlocks(markdown: string): Block[] {
  return lexer(markdown).flatMap((token): Block[] => {
    if (token.type === 'list') {
      const list = token as Tokens.List;
      return [
        {
          kind: 'list',
          items: list.items.map((item) =>
            joinLines(item.tokens.flatMap((child) => blockRuns(child))),
          ),
        },
      ];
    }
    const runs = joinLines(blockRuns(token));
    return runs.length ? [{ kind: 'paragraph', runs }] : [];
  });
}

function blockRuns(token: Token): Run[] {
  if (token.type === 'space') return [];
  if ('tokens' in token && token.tokens) return inlineRuns(token.tokens, PLAIN);
  return 'text' in token ? [{ text: decode(String(token.text)), ...PLAIN }] : [];
}
