/**
 * The reports screen on the 2-year dataset (150 children): a month's summary for all rooms
 * and for one room, and a year's attendance CSV streamed to the end, for the director over
 * HTTP to the compiled server; 5 warm-up then 50 rounds (the CSV: 1 then 5), median and p95.
 * Targets (issue 15): the month's summary under 200 ms at the median, the year's attendance
 * CSV under 2 s. Also measured: ratio compliance for a month and a year's CSV, and a day's
 * sign-in/out sheet as PDF.
 * Usage: npm run bench -- reports   (after `npm run build`; DATABASE=postgres for PostgreSQL)
 */
import { type DatabaseKind, prepareDataset, signIn, startServer } from './bench-server.ts';
import { benchDirector } from './dashboard-dataset.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The centre's month and year before today (the dataset's history ends today). */
function ranges(today: Date) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const monthStart = new Date(Date.UTC(y, m - 1, 1));
  const monthEnd = new Date(Date.UTC(y, m, 0));
  const yearStart = new Date(Date.UTC(y - 1, m, 1));
  // The last day of the month before, or the weekday before it: a day with attendance.
  const lastWeekday = new Date(monthEnd);
  while ([0, 6].includes(lastWeekday.getUTCDay()))
    lastWeekday.setUTCDate(lastWeekday.getUTCDate() - 1);
  return {
    month: `start=${iso(monthStart)}&end=${iso(monthEnd)}`,
    year: `start=${iso(yearStart)}&end=${iso(monthEnd)}`,
    lastWeekday: iso(lastWeekday),
  };
}

export async function reportsBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const server = await startServer(await prepareDataset(2, kind), 3197);
  try {
    const cookie = await signIn(server.base, benchDirector, 'staff');
    const { month, year, lastWeekday } = ranges(new Date());
    const calls = [
      {
        label: "a month's summary, all rooms",
        path: `/api/reports/summary?period=custom&${month}&room=all`,
        warmUp: 5,
        rounds: 50,
      },
      {
        label: "a month's summary, one room",
        path: `/api/reports/summary?period=custom&${month}&room=infants`,
        warmUp: 5,
        rounds: 50,
      },
      {
        label: "a year's attendance CSV, all rooms",
        path: `/api/reports/export?tab=attendance&period=custom&${year}&room=all`,
        warmUp: 1,
        rounds: 5,
      },
      {
        label: "a month's ratio compliance, all rooms",
        path: `/api/reports/ratios?period=custom&${month}&room=all`,
        warmUp: 5,
        rounds: 50,
      },
      {
        label: "a year's ratio compliance CSV, all rooms",
        path: `/api/reports/ratios/export?period=custom&${year}&room=all`,
        warmUp: 1,
        rounds: 5,
      },
      {
        label: "a day's sign-in/out sheet PDF, all rooms",
        path: `/api/reports/sign-in-sheet/export?format=pdf&date=${lastWeekday}&room=all`,
        warmUp: 2,
        rounds: 20,
      },
    ];
    console.log(`\nreports on ${kind}, 2 years`);
    console.log('| call | median | p95 | answer |');
    console.log('| --- | --- | --- | --- |');
    for (const call of calls) {
      const times: number[] = [];
      let size = 0;
      for (let round = 0; round < call.warmUp + call.rounds; round++) {
        const t0 = performance.now();
        const res = await fetch(server.base + call.path, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
        });
        const body = await res.text();
        const ms = performance.now() - t0;
        if (!res.ok) throw new Error(`${call.path}: ${res.status} ${body.slice(0, 200)}`);
        if (round >= call.warmUp) times.push(ms);
        size = body.length;
      }
      times.sort((a, b) => a - b);
      const answer = call.path.includes('format=pdf')
        ? `${size.toLocaleString('en')} characters`
        : call.path.includes('export')
          ? `${size.toLocaleString('en')} characters, ${size && (await rowsOf(server.base + call.path, cookie))} rows`
          : `${size.toLocaleString('en')} characters`;
      console.log(
        `| ${call.label} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${answer} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function rowsOf(url: string, cookie: string): Promise<number> {
  const text = await (await fetch(url, { headers: { cookie } })).text();
  return text.trimEnd().split('\n').length - 1;
}
