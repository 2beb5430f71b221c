import { expect, type Page } from '@playwright/test';

// Where the keyboard focus is and whether it can be seen (issue 23; WCAG 2.4.3, 2.4.7, 1.4.11):
// the focused element's ring read from its computed style, and the rule it must meet.

export type Rgb = [number, number, number];

/** What the page says about the focused element's ring (read from its computed style). */
export interface FocusedRing {
  /** e.g. 'a "Browse"': to name a failing element. */
  element: string;
  kind: string;
  /**
   * Focus a script put on a container rather than on a control: the page's heading after a
   * route change, the main area, an opening dialog's frame. The theme gives these no ring on
   * purpose (styles/_focus-ring.scss): there is nothing there to operate.
   */
  container: boolean;
  outline: { width: number; colour: Rgb | null };
  /** The halo: a box-shadow spread beyond the element, and how far it reaches past the outline. */
  halo: { colour: Rgb | null; beyondOutline: number };
  /** The first opaque background behind the element (its ancestors'). */
  behind: Rgb;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours. */
export function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The focused element's ring, or null when focus is on the page itself (or nowhere). */
export function readFocusedRing(page: Page): Promise<FocusedRing | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // Buttons and fields ease their ring in (Bootstrap's transitions): read it once it is drawn.
    // A transition cut short (a dialog closing under the focus) rejects; it is drawn as it is.
    await Promise.all(
      element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
    const colourOf = (text: string): [number, number, number, number] | null => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text);
      return match
        ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4] ?? 1)]
        : null;
    };
    const style = getComputedStyle(element);
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const outlineOffset = parseFloat(style.outlineOffset) || 0;
    const outlineColour = colourOf(style.outlineColor);
    // e.g. 'rgb(255, 255, 255) 0px 0px 0px 7px'
    const shadow = /(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
    const haloColour = shadow ? colourOf(shadow[1] ?? '') : null;
    const spread = shadow ? Number(shadow[2]) : 0;
    let behind: [number, number, number] = [255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = colourOf(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] === 1) {
        behind = [colour[0], colour[1], colour[2]];
        break;
      }
    }
    const opaque = (colour: [number, number, number, number] | null) =>
      colour && colour[3] === 1
        ? ([colour[0], colour[1], colour[2]] as [number, number, number])
        : null;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const type = element.getAttribute('type');
    return {
      element: `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name.slice(0, 40)}"`,
      kind: type && element.tagName === 'INPUT' ? type : element.tagName.toLowerCase(),
      // The same three the theme exempts from the ring.
      container: element.matches('main, [data-page-heading], .modal'),
      outline: { width: outlineWidth, colour: opaque(outlineColour) },
      halo: {
        colour: opaque(haloColour),
        beyondOutline: spread - outlineOffset - outlineWidth,
      },
      behind,
    };
  });
}

/**
 * Why the ring fails, or null when it passes: one of its tones must be 2 px or more and 3:1
 * against the background behind the element, and the two tones 3:1 against each other.
 */
export function ringProblem(ring: FocusedRing): string | null {
  const tones = [
    { colour: ring.outline.colour, width: ring.outline.width },
    { colour: ring.halo.colour, width: ring.halo.beyondOutline },
  ];
  const standsOut = tones.some(
    (tone) => tone.colour && tone.width >= 2 && contrast(tone.colour, ring.behind) >= 3,
  );
  if (!standsOut) return `${ring.element}: no ring of 2 px at 3:1 against rgb(${ring.behind})`;
  if (ring.outline.colour && ring.halo.colour) {
    if (contrast(ring.outline.colour, ring.halo.colour) < 3) {
      return `${ring.element}: the ring's two tones are below 3:1`;
    }
  }
  return null;
}

/**
 * The focus is somewhere a keyboard user can see: not dropped to `<body>` (where the next Tab
 * starts again at the top of the page), and on a control that shows a ring meeting
 * `ringProblem`, or on a container a script focused on purpose (a page heading, a dialog).
 * Waits for the focus and its ring to settle: an action may first unmount the focused control.
 */
export async function expectVisibleFocus(page: Page, after: string) {
  // Read again until all is well (or the wait runs out): a control that turns busy
  // re-renders, and on a slow machine a first reading can fall before its styles settle.
  await expect
    .poll(
      async () => {
        const ring = await readFocusedRing(page);
        if (!ring) return 'the focus fell to <body>';
        return ring.container ? null : ringProblem(ring);
      },
      { message: `after ${after}` },
    )
    .toBeNull();
}
