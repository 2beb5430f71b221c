import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO_CODE, registerAccount, signInContext } from '../support/accounts';
import { createStudentPlan, DECODING_NEED, saveBuilderWork } from '../support/plans';

// Issue 23, one focus style: every element the keyboard reaches shows a ring of at least 2 px
// that stands 3:1 against what is behind it, on white pages, in white menus and on the green
// header alike (WCAG 2.4.7, 1.4.11); and nothing scrolls sideways at 320 px (1.4.10).

type Rgb = [number, number, number];

/** What the page says about the focused element's ring (read from its computed style). */
interface FocusedRing {
  /** e.g. 'a "Browse"': to name a failing element. */
  element: string;
  kind: string;
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

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The focused element's ring, or null when focus is on the page itself. */
function readFocusedRing(page: Page): Promise<FocusedRing | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // Buttons and fields ease their ring in (Bootstrap's transitions): read it once it is drawn.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
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
function ringProblem(ring: FocusedRing): string | null {
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
 * Presses Tab until focus comes back round (or leaves the page), checking the ring of every
 * element reached; answers the kinds of element reached ('a', 'button', 'text', 'select'…).
 */
async function tabThroughPage(page: Page, maxSteps = 80): Promise<Set<string>> {
  const problems: string[] = [];
  const kinds = new Set<string>();
  const seen: string[] = [];
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab');
    const ring = await readFocusedRing(page);
    if (!ring || seen[0] === ring.element) break;
    seen.push(ring.element);
    kinds.add(ring.kind);
    const problem = ringProblem(ring);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
  return kinds;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the sign-in page: every control shows the ring', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const kinds = await tabThroughPage(page);
  expect([...kinds]).toEqual(expect.arrayContaining(['a', 'email', 'password', 'button']));
  await expectNoAxeViolations(page);
});

test('registration: the read-only district field shows the ring', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Access code').fill(DEMO_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/register/code');
  const district = page.locator('input.form-control-plaintext');
  await expect(district).toBeVisible();
  await tabThroughPage(page);
  // Reached by Tab, with the same ring.
  await district.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(district).toBeFocused();
  const ring = await readFocusedRing(page);
  expect(ring && ringProblem(ring)).toBeNull();
  await expectNoAxeViolations(page);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const account = await registerAccount(page.request, baseURL ?? '');
    await signInContext(page.context(), baseURL ?? '', account);
  });

  test('the header on green and the user menu in white show the ring', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: 'Robin Okafor' });
    await expect(menu).toBeVisible();
    // The header's links and buttons, then the page's.
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toEqual(expect.arrayContaining(['a', 'button']));

    await menu.focus();
    await page.keyboard.press('Enter');
    const items = page.locator('.dropdown-menu.show .dropdown-item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    const problems: string[] = [];
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(index)).toBeFocused();
      const ring = await readFocusedRing(page);
      const problem = ring ? ringProblem(ring) : 'focus left the menu';
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('text fields, selects and checkboxes show the ring', async ({ page, baseURL }) => {
    await createStudentPlan(page.request, baseURL ?? '', 'Student F');
    await page.goto('/students');
    await expect(page.getByLabel('Show archived')).toBeVisible();
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toEqual(expect.arrayContaining(['search', 'select', 'checkbox']));
    await expectNoAxeViolations(page);
  });

  test('radios show the ring', async ({ page, baseURL }) => {
    await saveBuilderWork(page.request, baseURL ?? '', { keys: [], needs: [DECODING_NEED] });
    await page.goto('/builder/prioritize');
    await expect(page.getByRole('radio').first()).toBeVisible();
    const kinds = await tabThroughPage(page);
    expect([...kinds]).toContain('radio');
    await expectNoAxeViolations(page);
  });

  test('an outlined button in an alert of its colour reads 4.5:1 (the e-mail panel’s Close)', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const colours = await page.evaluate(() => {
      const alert = document.createElement('div');
      alert.className = 'alert alert-success';
      alert.innerHTML =
        '<button type="button" class="btn btn-outline-success btn-sm">Close</button>';
      document.body.append(alert);
      const button = alert.querySelector('button') as HTMLElement;
      const result = [getComputedStyle(button).color, getComputedStyle(alert).backgroundColor];
      alert.remove();
      return result;
    });
    const [text, background] = colours.map(
      (colour) => (/\d+, \d+, \d+/.exec(colour)?.[0] ?? '').split(', ').map(Number) as Rgb,
    );
    expect(contrast(text as Rgb, background as Rgb)).toBeGreaterThanOrEqual(4.5);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('My Profile does not scroll sideways', async ({ page }) => {
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('step 4 does not scroll sideways and each Add button is on screen', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await saveBuilderWork(page.request, baseURL ?? '', { keys: [], needs: [DECODING_NEED] });
      await page.goto('/builder/select');
      const add = page.getByRole('button', { name: /^Add [A-Z]+\d+ to plan$/ }).first();
      await expect(add).toBeVisible();
      await expectNoSidewaysScroll(page);
      const box = await add.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
      // The menu button says whether the collapsed menu is open.
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });
  });
});
