/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) against the
 * compiled server with Debian's Chromium: the staff sign-in page signed out, and the staff
 * and parent dashboards signed in, 3 runs each, the median of each score and of LCP and TBT.
 * Targets: /login performance ≥ 95, the dashboards ≥ 90, accessibility and best practices
 * 100 on all three.
 * Usage: npm run bench -- lighthouse   (after `npm run build`)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { prepareDataset, signIn, startServer } from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';

const runs = Number(process.env.RUNS ?? 3);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseBench(): Promise<void> {
  const env = await prepareDataset(2, 'pglite');
  const server = await startServer(env, 3194);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const parent = await signIn(server.base, benchParent(7), 'parent');
    const director = await signIn(server.base, benchDirector, 'staff');
    // A centre in use is past its first start (issue 39): its director lands on the
    // dashboard, not on /setup. The dataset never went through it; its director finishes it.
    const finished = await fetch(`${server.base}/api/centre/setup/completion`, {
      method: 'POST',
      headers: { cookie: director, origin: server.base },
    });
    if (!finished.ok) throw new Error(`Finishing the first start failed: ${finished.status}`);
    const pages: { label: string; url: string; cookies: string }[] = [
      { label: '/login (signed out)', url: `${server.base}/login`, cookies: '' },
      {
        label: '/dashboard (staff, signed in)',
        url: `${server.base}/dashboard`,
        cookies: director,
      },
      {
        label: '/parent-dashboard (signed in)',
        url: `${server.base}/parent-dashboard`,
        cookies: parent,
      },
    ];
    // The cookies go into the browser, not into request headers: the page reads the
    // signed-in hint from document.cookie, and without it a header-only session ends on
    // /parent-login (Lighthouse keeps cookies between runs; it clears other storage).
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // LH_PAGES=dashboard measures only the pages whose label contains that text.
    const chosen = pages.filter((p) => p.label.includes(process.env.LH_PAGES ?? ''));
    for (const page of chosen) {
      await browser.deleteCookie(...(await browser.cookies()));
      for (const cookie of page.cookies ? page.cookies.split('; ') : []) {
        const [name, value] = [
          cookie.slice(0, cookie.indexOf('=')),
          cookie.slice(cookie.indexOf('=') + 1),
        ];
        await browser.setCookie({ name, value, domain: '127.0.0.1', path: '/' });
      }
      const scores: Record<string, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        lcp: [],
        tbt: [],
      };
      const problems = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result!.lhr;
        // LH_REPORTS=<folder> keeps every run's full report, to read what delayed a page.
        if (process.env.LH_REPORTS) {
          mkdirSync(process.env.LH_REPORTS, { recursive: true });
          const name = `${page.label.replace(/[^a-z]+/gi, '-')}${i + 1}.json`;
          writeFileSync(join(process.env.LH_REPORTS, name), JSON.stringify(lhr));
        }
        // A signed-in page that sent the reader to sign in measured the wrong page.
        if (lhr.finalDisplayedUrl !== page.url)
          throw new Error(`${page.url} ended on ${lhr.finalDisplayedUrl}`);
        // A run whose metric failed scores nothing: say why instead of counting it as 0.
        if (lhr.categories.performance!.score === null) {
          const failed = Object.values(lhr.audits).find((a) => a.errorMessage);
          problems.add(
            `run ${i + 1} had no performance score: ` +
              (lhr.runtimeError?.message ?? `${failed?.id}: ${failed?.errorMessage}`),
          );
          continue;
        }
        for (const category of ['performance', 'accessibility', 'best-practices'])
          scores[category]!.push(Math.round((lhr.categories[category]!.score ?? 0) * 100));
        scores.lcp!.push(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN);
        scores.tbt!.push(lhr.audits['total-blocking-time']!.numericValue ?? NaN);
        // What cost points outside performance, to fix rather than to guess.
        for (const category of ['accessibility', 'best-practices'])
          for (const ref of lhr.categories[category]!.auditRefs) {
            const audit = lhr.audits[ref.id]!;
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
              const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
              const detail = JSON.stringify(items.slice(0, 2)).slice(0, 300);
              problems.add(`${category}: ${audit.id} (${audit.title}) ${detail}`);
            }
          }
      }
      console.log(
        `${page.label}: performance ${median(scores.performance!)}, accessibility ` +
          `${median(scores.accessibility!)}, best practices ${median(scores['best-practices']!)}, ` +
          `LCP ${(median(scores.lcp!) / 1000).toFixed(2)} s, TBT ${median(scores.tbt!).toFixed(0)} ms ` +
          `(median of ${runs}; performance runs ${scores.performance!.join(', ')})`,
      );
      for (const problem of problems) console.log(`  - ${problem}`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await server.stop();
  }
}
