import { join, resolve } from 'node:path';
import { compile, Logger } from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';

const SASS_OPTIONS = {
  loadPaths: [resolve(import.meta.dirname, '../../../../node_modules')],
  logger: Logger.silent,
};
// Compiling Bootstrap takes seconds on a busy machine.
const SASS_TIMEOUT_MS = 60_000;

const GREEN_HEADER = '#1d6b57';
const WHITE = '#ffffff';

/** One compiled style rule: its selectors, its declarations, and its place in the sheet. */
interface Rule {
  index: number;
  selectors: string[];
  declarations: Map<string, string>;
}

/** The innermost rules of expanded CSS (those inside @media too), in source order. */
function rulesOf(css: string): Rule[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match, index) => ({
    index,
    selectors: (match[1] ?? '')
      .split(',')
      .map((selector) => selector.trim())
      .filter(Boolean),
    declarations: new Map(
      (match[2] ?? '')
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter((parts): parts is [string, string] => parts.length >= 2 && Boolean(parts[0]))
        .map(([property, ...value]) => [property, value.join(':')]),
    ),
  }));
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** '#fff' → '#ffffff'. */
function longHex(colour: string): string {
  return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
}

// Focus a script puts on a container, not a control: these may have no ring (_focus-ring.scss).
const CONTAINERS = ['main:focus', '[data-page-heading]:focus', '.modal:focus'];
// Reboot's rule for a button focused by a click, which must not show a ring.
const POINTER_ONLY = 'button:focus:not(:focus-visible)';

describe('the focus ring of the theme', () => {
  let rules: Rule[] = [];
  let ring: Rule | undefined;
  beforeAll(() => {
    const css = compile(join(import.meta.dirname, 'theme.scss'), {
      ...SASS_OPTIONS,
      style: 'expanded',
    }).css;
    rules = rulesOf(css);
    ring = rules.find((rule) => rule.selectors.includes(':focus-visible'));
  }, SASS_TIMEOUT_MS);

  it('draws a dark line of at least 2 px with a white halo, visible on white and on the green header', () => {
    const outline = ring?.declarations.get('outline') ?? '';
    const [width = '', style, colour = ''] = outline.split(/\s+/);
    expect(parseFloat(width)).toBeGreaterThanOrEqual(2);
    expect(style).toBe('solid');
    expect(contrast(longHex(colour), WHITE)).toBeGreaterThanOrEqual(3);

    // The halo reaches at least 2 px beyond the line, in a colour that stands out on the header.
    const offset = parseFloat(ring?.declarations.get('outline-offset') ?? '');
    const halo = (ring?.declarations.get('box-shadow') ?? '').match(
      /^0 0 0 (\d+)px (#[0-9a-f]{3,6})$/i,
    );
    expect(Number(halo?.[1])).toBeGreaterThanOrEqual(offset + parseFloat(width) + 2);
    const haloColour = longHex(halo?.[2] ?? '');
    expect(contrast(haloColour, GREEN_HEADER)).toBeGreaterThanOrEqual(3);
    expect(contrast(haloColour, longHex(colour))).toBeGreaterThanOrEqual(3);
  });

  it('is not taken away by any rule: Bootstrap’s outline removals are all matched after them', () => {
    const removals = rules.flatMap((rule) =>
      /^(0|none)$/.test(rule.declarations.get('outline') ?? '')
        ? rule.selectors
            .filter((selector) => selector.includes(':focus'))
            .filter((selector) => selector !== POINTER_ONLY && !CONTAINERS.includes(selector))
            .map((selector) => ({ selector, index: rule.index }))
        : [],
    );
    expect(removals.length).toBeGreaterThan(0);
    const unmatched = removals
      .filter(({ selector, index }) => {
        const visible = selector.replace(/:focus(?!-)/, ':focus-visible');
        return !(ring && ring.index > index && ring.selectors.includes(visible));
      })
      .map(({ selector }) => selector);
    // A selector listed here removes the ring: add its :focus-visible form to _focus-ring.scss.
    expect(unmatched).toEqual([]);
  });

  it('is not changed by any later rule, except on the containers a script focuses', () => {
    const later = rules
      .filter((rule) => ring && rule.index > ring.index)
      .filter((rule) =>
        ['outline', 'outline-color', 'outline-width', 'box-shadow'].some((p) =>
          rule.declarations.has(p),
        ),
      )
      .flatMap((rule) => rule.selectors.filter((selector) => selector.includes(':focus')))
      .filter((selector) => !CONTAINERS.includes(selector));
    expect(later).toEqual([]);
  });

  it('takes the halo for Bootstrap’s own focus shadows, set at their source', () => {
    const halo = ring?.declarations.get('box-shadow');
    const shadowOf = (selector: string) =>
      rules.find((rule) => rule.selectors.includes(selector))?.declarations.get('box-shadow');
    expect(shadowOf('.form-control:focus')).toBe(halo);
    expect(shadowOf('.form-select:focus')).toBe(halo);
    expect(shadowOf('.form-check-input:focus')).toBe(halo);
    expect(shadowOf('.form-control.is-invalid:focus')).toBe(halo);
    const button = rules.findLast(
      (rule) =>
        rule.selectors.includes('.btn') && rule.declarations.has('--bs-btn-focus-box-shadow'),
    );
    expect(button?.declarations.get('--bs-btn-focus-box-shadow')).toBe(halo);
  });

  it('keeps a busy button opaque while focused, so Bootstrap’s faded look does not fade its ring', () => {
    const faded = rules.findLast(
      (rule) => rule.selectors.includes('.btn.disabled') && rule.declarations.has('opacity'),
    );
    const focusedBusy = rules.find((rule) =>
      rule.selectors.some(
        (selector) => selector.includes('[aria-disabled') && selector.endsWith(':focus-visible'),
      ),
    );
    expect(faded?.declarations.get('opacity')).not.toBe('1');
    expect(focusedBusy?.declarations.get('opacity')).toBe('1');
    expect(focusedBusy?.index).toBeGreaterThan(faded?.index ?? Infinity);
  });
});
