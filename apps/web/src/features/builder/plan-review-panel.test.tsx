import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import type { StudentPlanState } from '@trellis/shared/student-plans';
import { fakePlanServer, planId, studentPlan } from '../../test/plan-server';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';

// Loading a student's plan waits on a chain of answers, slow when the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

type Change = Partial<Omit<AccommodationResponse, 'crosswalk'>> & {
  crosswalk?: Partial<AccommodationResponse['crosswalk']>;
};

/** An accommodation as `GET /content/accommodations/:key` serves it, with its crosswalk. */
function served(key: string, title: string, needs: string[], change: Change = {}) {
  const { crosswalk, ...rest } = change;
  const accommodation: AccommodationResponse = {
    key,
    category: key.charAt(0) as AccommodationResponse['category'],
    number: Number(key.slice(1)),
    title,
    subtitle: `${title}, in short`,
    description: `What ${title} is.`,
    considerations: '',
    examples: ['One example.', 'Another example.'],
    links: [],
    tier: 1,
    modification: false,
    niche: false,
    needs: needs.map((need) => ({ need, priority: 3 })),
    strengths: [],
    needIds: [],
    section: 'instructional',
    watchFor: `What to watch for with ${title}.`,
    statement: {
      what: title.toLowerCase(),
      setting: 'all classes',
      when: '',
      amount: '',
      provider: 'the classroom teacher',
      appliesTo: ['instruction'],
    },
    testClass: null,
    testVersions: [],
    interop: { edfi: null, ceds: null },
    ...rest,
    crosswalk: {
      testClass: null,
      testVersions: [],
      classroomVersions: [],
      sameJob: [],
      tests: [],
      ...crosswalk,
    },
  };
  return accommodation;
}

const onStateTests = (what: string) => ({
  section: 'testing' as const,
  statement: {
    what,
    setting: 'all tests',
    when: 'when a test is longer than 20 minutes',
    amount: 'time and a half',
    provider: 'the test administrator',
    appliesTo: ['state-tests' as const],
  },
});

const L1 = served('L1', 'Text-to-Speech for Class Reading', ['Reading Fluency'], { tier: 2 });
const A2 = served('A2', 'Text-to-Speech on Tests', ['Reading Fluency'], {
  tier: 2,
  ...onStateTests('text-to-speech for test items'),
  crosswalk: { classroomVersions: [{ key: 'L1', title: L1.title }] },
});
const A20 = served('A20', 'Extended Time on Tests', ['Reading Fluency', 'Processing Speed'], {
  ...onStateTests('extended time'),
});
const C40 = served('C40', 'Modified Grade-Level Content', ['Reading Comprehension'], {
  tier: 3,
  modification: true,
  section: 'modification',
});
const READ_ALOUD = 'Both read class texts aloud to the student; one is usually enough.';
const L2 = served('L2', 'Audiobooks for Assigned Books', ['Reading Fluency'], {
  crosswalk: {
    sameJob: [{ key: 'L3', title: 'Adult Read-Aloud of Class Texts', note: READ_ALOUD }],
  },
});
const L3 = served('L3', 'Adult Read-Aloud of Class Texts', ['Reading Fluency'], {
  crosswalk: { sameJob: [{ key: 'L2', title: L2.title, note: READ_ALOUD }] },
});
const B5 = served('B5', 'Preferential Seating Near Instruction', ['Attention to Instruction']);
const B7 = served('B7', 'Testing in a Quiet Room', ['Test Anxiety'], { tier: 2 });
const intensive = ['B20', 'B21', 'B22', 'B23'].map((key, index) =>
  served(key, `Intensive Support ${index + 1}`, ['Reading Fluency'], { tier: 3 }),
);

const need = (id: string, name: string, category: string, related: string[] = []) => ({
  id,
  name,
  category,
  related,
  description: '',
  considerations: '',
  resources: '',
  process: '',
});

const needCategories = {
  categories: [
    {
      name: 'Learning Needs',
      needs: [
        need('reading-fluency', 'Reading Fluency', 'Learning Needs'),
        need('reading-comprehension', 'Reading Comprehension', 'Learning Needs'),
      ],
    },
    {
      name: 'Intellectual Needs',
      needs: [need('working-memory', 'Working Memory', 'Intellectual Needs')],
    },
    { name: 'Executive Function Needs', needs: [] },
    {
      name: 'Social / Emotional / Behavioral Needs',
      needs: [
        need('anxiety', 'Anxiety', 'Social / Emotional / Behavioral Needs'),
        need('test-anxiety', 'Test Anxiety', 'Social / Emotional / Behavioral Needs', ['Anxiety']),
      ],
    },
    { name: 'Physical, Sensory and Health Needs', needs: [] },
  ],
};

const READING = {
  id: 'reading-fluency',
  name: 'Reading Fluency',
  category: 'Learning Needs',
} as const;
const MEMORY = {
  id: 'working-memory',
  name: 'Working Memory',
  category: 'Intellectual Needs',
} as const;
const TEST_ANXIETY = {
  id: 'test-anxiety',
  name: 'Test Anxiety',
  category: 'Social / Emotional / Behavioral Needs',
} as const;

/** The library's answers for these entries, by path. */
function library(...entries: AccommodationResponse[]) {
  return {
    '/api/v1/content/need-categories': needCategories,
    ...Object.fromEntries(
      entries.map((entry) => [`/api/v1/content/accommodations/${entry.key}`, entry]),
    ),
  };
}

/** The builder's plan: these needs and these entries' items, then My Plan. */
function openPlan(needs: (typeof READING | typeof MEMORY)[], items: AccommodationResponse[]) {
  for (const chosen of needs) useBuilderStore.getState().toggleNeed(chosen);
  for (const item of items) useCartStore.getState().add({ key: item.key, title: item.title });
  return renderApp('/plan');
}

const panel = () => screen.getByRole('region', { name: 'Plan review' });
const heading = () => within(panel()).getByRole('heading', { level: 2, name: 'Plan review' });
const keys = () => useCartStore.getState().items.map((item) => item.key);

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
});
afterEach(() => stopBuilderSync());

describe('the plan review on My Plan', () => {
  it('asks for the classroom version of a test item and adds it, then focuses the heading', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(A2, L1) });
    openPlan([READING], [A2]);
    const warning = await screen.findByRole('heading', {
      name: 'A2 Text-to-Speech on Tests has no classroom version in the plan',
    });
    expect(
      within(panel()).getByText(/Teach with L1 Text-to-Speech for Class Reading/),
    ).toBeVisible();
    expect(within(panel()).getByText('1 warning').closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(
      within(panel()).getByRole('button', { name: 'Add L1 Text-to-Speech for Class Reading' }),
    );
    expect(keys()).toEqual(['A2', 'L1']);
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    expect(within(panel()).getByText('No warnings for this plan.')).toBeVisible();
    expect(within(panel()).getByText('No warnings').closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('applies a state-test-only item on classroom tests too, keeping its other details', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(A20) });
    openPlan([READING], [A20]);
    await screen.findByRole('heading', {
      name: 'A20 Extended Time on Tests applies to state tests only',
    });
    await user.click(
      screen.getByRole('button', {
        name: 'Use on classroom tests too: A20 Extended Time on Tests',
      }),
    );
    expect(useCartStore.getState().items[0]?.details).toEqual({
      setting: 'all tests',
      when: 'when a test is longer than 20 minutes',
      amount: 'time and a half',
      provider: 'the test administrator',
      appliesTo: ['classroom-tests', 'state-tests'],
      statement: null,
    });
    expect(await within(panel()).findByText('No warnings for this plan.')).toBeVisible();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('warns about 4 Tier 3 items; Keep as is files the warning under Kept, Show again brings it back', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(...intensive) });
    openPlan([READING], intensive);
    await screen.findByRole('heading', { name: '4 items are Tier 3 (intensive)' });
    await user.click(
      screen.getByRole('button', { name: 'Keep as is: 4 items are Tier 3 (intensive)' }),
    );
    expect(useCartStore.getState().reviewKept).toEqual(['many-tier-3:B20+B21+B22+B23']);
    expect(within(panel()).getByText('No warnings for this plan.')).toBeVisible();
    await waitFor(() => expect(heading()).toHaveFocus());
    // Collapsed until asked for.
    const kept = within(panel()).getByRole('button', { name: 'Kept as is (1)' });
    expect(kept).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('4 items are Tier 3 (intensive)')).not.toBeInTheDocument();
    await user.click(kept);
    expect(kept).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      screen.getByRole('button', { name: 'Show again: 4 items are Tier 3 (intensive)' }),
    );
    expect(useCartStore.getState().reviewKept).toEqual([]);
    expect(screen.getByRole('heading', { name: '4 items are Tier 3 (intensive)' })).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: /^Kept as is/ })).not.toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('offers to remove an item that matches none of the student’s needs', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(L1, B5) });
    openPlan([READING], [L1, B5]);
    await screen.findByRole('heading', {
      name: "B5 Preferential Seating Near Instruction matches none of the student's needs",
    });
    await user.click(
      screen.getByRole('button', { name: 'Remove B5 Preferential Seating Near Instruction' }),
    );
    expect(keys()).toEqual(['L1']);
    expect(within(panel()).getByText('No warnings for this plan.')).toBeVisible();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('gives the focus to the page title when a fix removes the plan’s last item', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(B5) });
    openPlan([READING], [B5]);
    await screen.findByRole('heading', { name: 'No item serves Reading Fluency' });
    await user.click(
      screen.getByRole('button', { name: 'Remove B5 Preferential Seating Near Instruction' }),
    );
    expect(keys()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Plan review' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('names two items that do the same job, with the library’s note and a Remove for each', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(L2, L3) });
    openPlan([READING], [L2, L3]);
    await screen.findByRole('heading', {
      name: 'L2 Audiobooks for Assigned Books and L3 Adult Read-Aloud of Class Texts do the same job',
    });
    expect(within(panel()).getByText(READ_ALOUD)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Remove L2 Audiobooks for Assigned Books' }),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Remove L3 Adult Read-Aloud of Class Texts' }),
    );
    expect(keys()).toEqual(['L2']);
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('links a need nothing serves to step 4, to find supports for it', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(L1) });
    const { router } = openPlan([READING, MEMORY], [L1]);
    await screen.findByRole('heading', { name: 'No item serves Working Memory' });
    expect(
      screen.getByRole('button', { name: 'Keep as is: No item serves Working Memory' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Find supports for Working Memory' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/select'));
  });

  it('counts a related need as served and says there is nothing to warn about', async () => {
    stubApi({ '/api/v1/me': signedIn, ...library(B7) });
    useBuilderStore.getState().toggleNeed({
      id: 'anxiety',
      name: 'Anxiety',
      category: 'Social / Emotional / Behavioral Needs',
    });
    useCartStore.getState().add({ key: B7.key, title: B7.title });
    renderApp('/plan');
    expect(await screen.findByText('No warnings for this plan.')).toBeVisible();
  });

  it('shows a short status while the entries load, never a partial list', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      '/api/v1/me': signedIn,
      ...library(L2),
      '/api/v1/content/accommodations/L3': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    openPlan([READING], [L2, L3]);
    const review = await screen.findByRole('region', { name: 'Plan review' });
    expect(await within(review).findByText('Checking the plan...')).toBeVisible();
    // L2's entry alone would already raise the same-job warning.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument();
    answer(Response.json(L3));
    expect(await screen.findByRole('heading', { name: /do the same job$/ })).toBeVisible();
    expect(within(panel()).queryByText('Checking the plan...')).not.toBeInTheDocument();
  });

  it('says which items it could not check, as unreachable or as no longer in the library', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      ...library(L1),
      // B5's entry is gone (404); B7's could not be had (a server fault, retried once).
      '/api/v1/content/accommodations/B7': async () =>
        Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
    });
    openPlan([READING], [L1, B5]);
    const review = await screen.findByRole('region', { name: 'Plan review' });
    expect(
      await within(review).findByText(
        'Not checked, as it is no longer in the library: B5 Preferential Seating Near Instruction.',
      ),
    ).toBeVisible();
    // Entries asked together come in one request: B7, added later, is asked on its own.
    act(() => useCartStore.getState().add({ key: B7.key, title: B7.title }));
    expect(
      await within(review).findByText(
        'Not checked, as the library could not be reached: B7 Testing in a Quiet Room.',
      ),
    ).toBeVisible();
    expect(within(panel()).getByText('No warnings for this plan.')).toBeVisible();
  });

  it('says so in its live region when an Add finds the plan full', async () => {
    const user = userEvent.setup();
    const fillers = Array.from({ length: STUDENT_PLAN_MAX_ITEMS - 1 }, (_, index) =>
      served(`B${100 + index}`, `Filler ${index + 1}`, ['Reading Fluency']),
    );
    stubApi({ '/api/v1/me': signedIn, ...library(A2, L1, ...fillers) });
    useBuilderStore.getState().toggleNeed(READING);
    useCartStore.setState({
      items: [A2, ...fillers].map((entry) => ({ key: entry.key, title: entry.title })),
    });
    renderApp('/plan');
    const add = await screen.findByRole(
      'button',
      { name: 'Add L1 Text-to-Speech for Class Reading' },
      { timeout: 15000 },
    );
    await user.click(add);
    const notice = await within(panel()).findByText(
      'The plan is full (200 accommodations). Remove one to add L1 Text-to-Speech for Class Reading.',
    );
    expect(notice).toBeVisible();
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(keys()).toHaveLength(STUDENT_PLAN_MAX_ITEMS);
    expect(keys()).not.toContain('L1');
    // The warning stays open, and its Add where it was.
    expect(add).toBeInTheDocument();
  }, 30000);

  it('offers a Remove for each Tier 3 item, each named apart', async () => {
    const user = userEvent.setup();
    // B24 serves no need of the student's: its own warning offers to remove it as well.
    const B24 = served('B24', 'Intensive Support 5', ['Anxiety'], { tier: 3 });
    const tier3 = [...intensive.slice(0, 3), B24];
    stubApi({ '/api/v1/me': signedIn, ...library(...tier3) });
    openPlan([READING], tier3);
    const warning = await screen.findByRole('heading', { name: '4 items are Tier 3 (intensive)' });
    const removes = within(panel()).getAllByRole('button', { name: /^Remove / });
    const names = removes.map((button) => button.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'Remove B20 Intensive Support 1',
      'Remove B21 Intensive Support 2',
      'Remove B22 Intensive Support 3',
      'Remove B24 Intensive Support 5 (4 items are Tier 3 (intensive))',
      "Remove B24 Intensive Support 5 (B24 Intensive Support 5 matches none of the student's needs)",
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove B21 Intensive Support 2' }));
    expect(keys()).toEqual(['B20', 'B22', 'B24']);
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    await waitFor(() => expect(heading()).toHaveFocus());
  });
});

describe('kept warnings', () => {
  it('drops kept ids of warnings the plan no longer raises when the team keeps one', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/v1/me': signedIn, ...library(...intensive) });
    useCartStore.setState({
      reviewKept: [
        'need-without-item:working-memory',
        'many-tier-3:B20+B21+B22+B9',
        'same-job:L2+L3',
      ],
    });
    openPlan([READING, MEMORY], intensive);
    await user.click(
      await screen.findByRole('button', { name: 'Keep as is: 4 items are Tier 3 (intensive)' }),
    );
    expect(useCartStore.getState().reviewKept).toEqual([
      'need-without-item:working-memory',
      'many-tier-3:B20+B21+B22+B23',
    ]);
    expect(within(panel()).getByRole('button', { name: 'Kept as is (2)' })).toBeVisible();
  });

  it('keeps every kept id while an item could not be checked', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/v1/me': signedIn,
      ...library(...intensive),
      '/api/v1/content/accommodations/B5': async () =>
        Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
    });
    useCartStore.setState({ reviewKept: ['matches-no-need:B5'] });
    openPlan([READING], intensive);
    const keep = await screen.findByRole('button', {
      name: 'Keep as is: 4 items are Tier 3 (intensive)',
    });
    // Added later, B5 is asked on its own, and its request fails.
    act(() => useCartStore.getState().add({ key: B5.key, title: B5.title }));
    expect(
      await within(panel()).findByText(
        'Not checked, as the library could not be reached: B5 Preferential Seating Near Instruction.',
      ),
    ).toBeVisible();
    await user.click(keep);
    // B5's warning may still stand: the review could not tell.
    expect(useCartStore.getState().reviewKept).toEqual([
      'matches-no-need:B5',
      'many-tier-3:B20+B21+B22+B23',
    ]);
  });
});

describe('switching student on My Plan', () => {
  it('checks the new student’s plan afresh, never showing warnings from a partial review', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fakePlanServer({
      plans: [
        studentPlan(1, {
          label: 'J.T.',
          state: {
            strengths: [],
            needs: [{ ...READING, priority: 1 }],
            plan: [{ key: 'L1', title: L1.title }],
          },
        }),
        studentPlan(2, {
          label: 'M.K.',
          state: {
            strengths: [],
            needs: [
              { ...READING, priority: 1 },
              { ...TEST_ANXIETY, priority: 1 },
            ],
            plan: [
              { key: 'L1', title: L1.title },
              { key: 'B7', title: B7.title },
            ],
          },
        }),
      ],
      currentPlanId: planId(1),
      extra: {
        '/api/v1/me': signedIn,
        ...library(L1),
        '/api/v1/content/accommodations/B7': () =>
          new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    renderApp('/plan');
    expect(
      await within(await screen.findByRole('region', { name: 'Plan review' })).findByText(
        'No warnings for this plan.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Switch Student' }));
    await user.click(await screen.findByRole('button', { name: /^M\.K\./ }));
    await waitFor(() => expect(keys()).toEqual(['L1', 'B7']));
    // L1's entry is at hand, B7's is on its way: the review waits for both.
    expect(await within(panel()).findByText('Checking the plan...')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /^No item serves/ })).not.toBeInTheDocument();
    answer(Response.json(B7));
    expect(await within(panel()).findByText('No warnings for this plan.')).toBeVisible();
  });
});

const gradeTenState: StudentPlanState = {
  strengths: [],
  needs: [{ ...READING, priority: 1 }],
  plan: [
    { key: 'L1', title: L1.title },
    { key: 'C40', title: C40.title },
  ],
};

describe('the review of a student plan', () => {
  it('warns about a modification in grade 10, naming each Remove by its warning', async () => {
    const user = userEvent.setup();
    fakePlanServer({
      plans: [studentPlan(1, { label: 'J.T.', grade: '10', state: gradeTenState })],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn, ...library(L1, C40) },
    });
    renderApp(`/students/${planId(1)}/plan`);
    await screen.findByRole('heading', {
      name: 'C40 Modified Grade-Level Content is a modification',
    });
    expect(within(panel()).getByText(/credit toward a standard diploma/)).toBeVisible();
    // C40 also matches no need: both warnings offer to remove it, each named apart.
    const removes = within(panel()).getAllByRole('button', { name: /^Remove C40/ });
    expect(removes.map((button) => button.textContent)).toEqual([
      'Remove C40 Modified Grade-Level Content (C40 Modified Grade-Level Content is a modification)',
      "Remove C40 Modified Grade-Level Content (C40 Modified Grade-Level Content matches none of the student's needs)",
    ]);
    expect(within(panel()).getByText('2 warnings')).toBeInTheDocument();
    await user.click(removes[0] as HTMLElement);
    expect(keys()).toEqual(['L1']);
    expect(await within(panel()).findByText('No warnings for this plan.')).toBeVisible();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('shows a viewer the warnings and the kept ones, without a single fix', async () => {
    const user = userEvent.setup();
    fakePlanServer({
      plans: [
        studentPlan(1, { label: 'J.T.' }),
        studentPlan(2, {
          label: 'S.P.',
          grade: '10',
          role: 'viewer',
          shared: true,
          owner: { id: '7b1e9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cam Aalto' },
          state: { ...gradeTenState, reviewKept: ['matches-no-need:C40'] },
        }),
      ],
      currentPlanId: planId(1),
      extra: { '/api/v1/me': signedIn, ...library(L1, C40) },
    });
    renderApp(`/students/${planId(2)}/plan`);
    await screen.findByRole('heading', {
      name: 'C40 Modified Grade-Level Content is a modification',
    });
    await user.click(within(panel()).getByRole('button', { name: 'Kept as is (1)' }));
    expect(
      within(panel()).getByText(
        "C40 Modified Grade-Level Content matches none of the student's needs",
      ),
    ).toBeVisible();
    // The disclosure is the one control: no fix, no Keep, no Show again, no Find link.
    expect(within(panel()).getAllByRole('button')).toHaveLength(1);
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });
});
