// One Lighthouse 12 run of one page in a fresh headless Chromium: mobile (Lighthouse's
// default: a mid-range phone on a slow 4G network, simulated) or desktop.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The audits of the scored categories that did not get full marks, by title. */
function problems(lhr) {
  const failing = new Set();
  for (const id of ['accessibility', 'best-practices']) {
    for (const { id: auditId, weight } of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[auditId];
      if (weight > 0 && audit.score !== null && audit.score < 1) {
        failing.add(`${id}: ${audit.title}`);
      }
    }
  }
  return [...failing];
}

/** Lighthouse could not record the page (NO_NAVSTART and the like): worth running again. */
export class LighthouseRunError extends Error {
  name = 'LighthouseRunError';
}

/**
 * Scores (0–100), LCP, CLS and TBT of `url` in `mode` ('mobile' or 'desktop'), signed in
 * with `cookie` ("name=value") when given. The browser asks for Brotli or gzip, as browsers
 * do over https.
 */
export async function runLighthouse({ url, cookie, mode, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const extraHeaders = { 'Accept-Encoding': 'br, gzip', ...(cookie ? { Cookie: cookie } : {}) };
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders,
      },
      mode === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.message}`);
    // BENCH_WEB_REPORTS=<folder> keeps each run's full report, to see what a figure is made of.
    const reports = process.env.BENCH_WEB_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${mode}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      problems: problems(lhr),
    };
  } finally {
    chrome.kill();
  }
}
