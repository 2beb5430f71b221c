// Page benchmark: builds the web app if needed, starts the real server on a fresh embedded
// database with a signed-in teacher who has students and a plan, then for each page a teacher
// uses most prints what the browser downloads (requests, compressed and plain bytes of JS and
// CSS) and Lighthouse's scores in mobile and desktop mode, each beside its target (issue 20).
// Lighthouse keeps its default simulated throttling: the figures are those of a school laptop
// on a slow network, not of this machine's loopback.
//
//   npm run bench:web
//   BENCH_WEB_RUNS=3        Lighthouse runs per page and mode; the median is printed (0: transfer only)
//   BENCH_WEB_PAGES=sign-in,plan   only these pages
//   BENCH_WEB_FILES=1       also list each page's scripts with their compressed sizes
//   BENCH_WEB_REPORTS=dir   keep each Lighthouse run's full JSON report in dir
//   CHROME_PATH=/usr/bin/chromium  the browser (Debian's chromium by default)
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startBenchServer } from './server.mjs';
import { measureTransfer } from './web-transfer.mjs';
import { LighthouseRunError, runLighthouse } from './web-lighthouse.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(0, Number(process.env.BENCH_WEB_RUNS ?? 1));
const KiB = 1024;

/** The pages of the targets, by their paths in packages/shared/src/web-paths.ts. */
const PAGES = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'step-4', path: '/builder/select', signedIn: true },
  { name: 'plan', path: '/plan', signedIn: true },
  { name: 'students', path: '/students', signedIn: true },
];

/** Issue 20's targets. `pages` limits a target to some pages. */
const TRANSFER_TARGETS = {
  requests: { max: 12, pages: ['sign-in'] },
  jsBytes: { max: 100 * KiB, pages: ['sign-in'] },
  cssBytes: { max: 15 * KiB },
};
const LIGHTHOUSE_TARGETS = {
  performance: { mobile: 90, desktop: 98 },
  accessibility: 100,
  bestPractices: 100,
  /** A teacher on a slow school network sees the page within 2.5 s. */
  lcpMs: 2500,
  cls: 0.05,
};

const api = (base, headers) => async (method, path, body) => {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
};

/** What the pages show: five students, the first with chosen needs and a ten-item plan. */
async function createCaseload(base, headers) {
  const call = api(base, headers);
  const students = [];
  for (const [n, label] of ['J.T.', 'M.K.', 'A.R.', 'S.L.', 'D.P.'].entries()) {
    students.push(await call('POST', '/plans', { label, grade: String(n + 3) }));
  }
  await call('PUT', '/plans/current', { planId: students[0].id });
  const needs = (await call('GET', '/content/need-categories')).categories.flatMap((c) => c.needs);
  const strengths = (await call('GET', '/content/strength-categories')).categories.flatMap(
    (c) => c.strengths,
  );
  const chosenNeeds = needs.slice(0, 6).map((need, i) => ({
    id: need.id,
    name: need.name,
    category: need.category ?? null,
    priority: [1.5, 1, 0.5][i % 3],
  }));
  const chosenStrengths = strengths.slice(0, 4).map(({ id, name }) => ({ id, name }));
  const { results } = await call('POST', '/content/match', {
    needs: chosenNeeds.map(({ name, priority }) => ({ name, priority })),
    strengths: chosenStrengths.map(({ name }) => ({ name })),
  });
  const state = {
    strengths: chosenStrengths,
    needs: chosenNeeds,
    plan: results.slice(0, 10).map(({ key, title }) => ({ key, title })),
  };
  await call('PUT', `/plans/${students[0].id}/state`, { state, version: students[0].version });
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const mark = (ok) => (ok ? 'pass' : 'FAIL');
const failures = [];

/** "figure (target) pass|FAIL", recording what failed. */
function judged(text, target, ok, what) {
  if (!ok) failures.push(what);
  return `${text} (${target}) ${mark(ok)}`;
}

const applies = (target, page) => target && (!target.pages || target.pages.includes(page.name));

function printTransfer(page, transfer) {
  const { requests, jsBytes, cssBytes } = TRANSFER_TARGETS;
  const cell = (label, target, value, text, unit) =>
    applies(target, page)
      ? judged(
          text,
          `<= ${unit(target.max)}`,
          value <= target.max,
          `${page.name}: ${label} ${text}`,
        )
      : text;
  console.log(`\n${page.name} (${page.path})`);
  console.log(
    `  requests ${cell('requests', requests, transfer.requests, String(transfer.requests), String)}` +
      `, transferred ${kib(transfer.totalBytes)}`,
  );
  console.log(
    `  JS  ${cell('JS', jsBytes, transfer.jsBytes, kib(transfer.jsBytes), kib)} compressed,` +
      ` ${kib(transfer.jsPlainBytes)} plain, ${transfer.jsFiles} files`,
  );
  console.log(
    `  CSS ${cell('CSS', cssBytes, transfer.cssBytes, kib(transfer.cssBytes), kib)} compressed,` +
      ` ${kib(transfer.cssPlainBytes)} plain, ${transfer.cssFiles} files`,
  );
  if (process.env.BENCH_WEB_FILES === '1') {
    for (const script of transfer.scripts) console.log(`    ${kib(script.bytes)}  ${script.url}`);
  }
  if (transfer.uncompressed.length) {
    console.log(`  sent without compression: ${transfer.uncompressed.join(', ')}`);
  }
}

function printLighthouse(page, mode, runs) {
  const figure = (key) => median(runs.map((run) => run[key]));
  const t = LIGHTHOUSE_TARGETS;
  const what = (text) => `${page.name} ${mode}: ${text}`;
  const score = (key, target) => {
    const value = figure(key);
    return judged(String(value), `>= ${target}`, value >= target, what(`${key} ${value}`));
  };
  const lcp = `${(figure('lcpMs') / 1000).toFixed(2)} s`;
  const cls = figure('cls').toFixed(3);
  console.log(
    `  ${mode.padEnd(7)} performance ${score('performance', t.performance[mode])}` +
      `, accessibility ${score('accessibility', t.accessibility)}` +
      `, best practices ${score('bestPractices', t.bestPractices)}`,
  );
  const lcpOk = figure('lcpMs') <= t.lcpMs;
  const clsOk = figure('cls') <= t.cls;
  console.log(
    `          LCP ${judged(lcp, `<= ${t.lcpMs / 1000} s`, lcpOk, what(`LCP ${lcp}`))}` +
      `, CLS ${judged(cls, `<= ${t.cls}`, clsOk, what(`CLS ${cls}`))}` +
      `, TBT ${Math.round(figure('tbtMs'))} ms`,
  );
  const problems = [...new Set(runs.flatMap((run) => run.problems))];
  if (problems.length) console.log(`          below full marks: ${problems.join('; ')}`);
}

/**
 * A production build, or the figures mean nothing: Vite bundles React's development build
 * when the build ran under another NODE_ENV (a server started with NODE_ENV=test builds one).
 */
function ensureProductionBuild() {
  delete process.env.NODE_ENV;
  ensureWebBuild();
  const assets = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));
  const development = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(`${assets}${file}`, 'utf8').includes('react-devtools'));
  if (development) {
    throw new Error(
      'apps/web/dist holds a development build of React: delete apps/web/dist and run again.',
    );
  }
}

/**
 * One Lighthouse run, tried again up to twice when Lighthouse itself failed to record the
 * page (NO_NAVSTART and the like happen now and then in headless Chromium).
 */
async function lighthouseRun(options, attempt = 1) {
  try {
    return await runLighthouse({ ...options, chromePath: CHROME_PATH });
  } catch (error) {
    if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
    console.log(`  (Lighthouse failed to record the page, running it again: ${error.message})`);
    return lighthouseRun(options, attempt + 1);
  }
}

function selectedPages() {
  const wanted = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
  return wanted ? PAGES.filter((page) => wanted.includes(page.name)) : PAGES;
}

async function main() {
  ensureProductionBuild();
  const { base, headers, stop } = await startBenchServer();
  try {
    await createCaseload(base, headers);
    const cookie = headers.cookie;
    console.log(
      `Pages of ${base}: transfer with Accept-Encoding br, gzip; Lighthouse 12 with its` +
        ` default simulated throttling, ${RUNS} run(s) per page and mode (median).`,
    );
    for (const page of selectedPages()) {
      const url = `${base}${page.path}`;
      const pageCookie = page.signedIn ? cookie : undefined;
      printTransfer(
        page,
        await measureTransfer({ url, cookie: pageCookie, chromePath: CHROME_PATH }),
      );
      for (const mode of RUNS > 0 ? ['mobile', 'desktop'] : []) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await lighthouseRun({ url, cookie: pageCookie, mode }));
        }
        printLighthouse(page, mode, runs);
      }
    }
  } finally {
    await stop();
  }
  console.log(
    failures.length
      ? `\n${failures.length} target(s) missed:\n  ${failures.join('\n  ')}`
      : '\nEvery target met.',
  );
  process.exitCode = failures.length ? 1 : 0;
}

await main();
