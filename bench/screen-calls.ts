/**
 * The calls a screen really makes: the screen opened in Chromium with a signed-in session,
 * its page and every /api/ request it sends until the network is quiet, in order. Benchmarks
 * replay these, so they measure what people wait for, not a list that drifts from the code.
 */
import { chromium } from '@playwright/test';

export async function screenCalls(base: string, screen: string, cookie: string): Promise<string[]> {
  return (await watchScreen(base, screen, cookie, 0)).opened;
}

/**
 * The screen's calls when it opens, and the calls it makes again by itself while it stays
 * open for `seconds` (its polling), each with how often: every `seconds / times` s.
 */
export async function screenPolls(
  base: string,
  screen: string,
  cookie: string,
  seconds: number,
): Promise<{ opened: string[]; polled: { call: string; everySeconds: number }[] }> {
  const { opened, later } = await watchScreen(base, screen, cookie, seconds);
  const counts = new Map<string, number>();
  for (const call of later) counts.set(call, (counts.get(call) ?? 0) + 1);
  return {
    opened,
    polled: [...counts].map(([call, times]) => ({ call, everySeconds: seconds / times })),
  };
}

async function watchScreen(base: string, screen: string, cookie: string, seconds: number) {
  const browser = await chromium.launch({
    // The browser the e2e suite runs (scripts/ensure-chromium.sh installs it).
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: base };
      }),
    );
    const page = await context.newPage();
    let calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The page itself is the screen's first call.
      const asks = url.pathname.startsWith('/api/') || request.resourceType() === 'document';
      if (asks && request.method() === 'GET') calls.push(url.pathname + url.search);
    });
    await page.goto(base + screen, { waitUntil: 'networkidle' });
    // On a busy machine the network can fall quiet while the screen's code is still being
    // run: the screen is done once two seconds pass with no new request.
    for (let seen = -1; seen !== calls.length;) {
      seen = calls.length;
      await page.waitForTimeout(2000);
      await page.waitForLoadState('networkidle');
    }
    const opened = [...new Set(calls)];
    calls = [];
    if (seconds > 0) await page.waitForTimeout(seconds * 1000);
    return { opened, later: calls };
  } finally {
    await browser.close();
  }
}
