/** `npm run bench -- <name>`: runs one benchmark (or all) and prints its figures. */
import { backupBench } from './backup.ts';
import { billingBench } from './billing.ts';
import { busyDayBench } from './busy-day.ts';
import { callProfileBench } from './call-profile.ts';
import { coldStart } from './cold-start.ts';
import { dashboardBench } from './dashboard.ts';
import { firstLoad } from './first-load.ts';
import { galleryBench } from './gallery.ts';
import { idleMemoryBench } from './idle-memory.ts';
import { lighthouseBench } from './lighthouse.ts';
import { loadBench } from './load.ts';
import { messagesBench } from './messages.ts';
import { reportsBench } from './reports.ts';
import { roomDayBench } from './room-day.ts';

const benchmarks: Record<string, () => Promise<void>> = {
  backup: backupBench,
  billing: billingBench,
  'busy-day': busyDayBench,
  'call-profile': callProfileBench,
  'cold-start': coldStart,
  dashboard: dashboardBench,
  'first-load': firstLoad,
  gallery: galleryBench,
  'idle-memory': idleMemoryBench,
  load: loadBench,
  lighthouse: lighthouseBench,
  messages: messagesBench,
  reports: reportsBench,
  'room-day': roomDayBench,
};
const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
  const run = benchmarks[name];
  if (!run)
    throw new Error(`Unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`);
  console.log(`== ${name} ==`);
  await run();
}
