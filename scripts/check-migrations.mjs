// A migration that has landed is never edited: a data folder made with its first text would
// no longer match the schema the code expects. This compares every migration ever committed
// (each SQL file, and each journal entry: its tag and timestamp) with the text it first
// landed with, and fails on any difference or removal. Runs in `npm test`, so CI enforces it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = 'server/migrations';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

try {
  git('rev-parse', '--git-dir');
} catch {
  console.log('check-migrations: not a git checkout, nothing to compare with');
  process.exit(0);
}

const problems = [];
// Landed means on main: its first-parent history. A helper's branch may add a migration that
// the merge renumbers (two branches both added a 0023); the branch's copy never landed.
const added = git(
  'log',
  '--first-parent',
  '--diff-filter=A',
  '--format=',
  '--name-only',
  '--',
  `${dir}/*.sql`,
)
  .split('\n')
  .filter(Boolean);
for (const file of new Set(added)) {
  const first = git('log', '--first-parent', '--diff-filter=A', '--format=%H', '--', file)
    .trim()
    .split('\n')
    .pop();
  const landed = git('show', `${first}:${file}`);
  const current = path.join(root, file);
  if (!fs.existsSync(current))
    problems.push(`${file} was removed (first landed in ${first.slice(0, 7)})`);
  else if (fs.readFileSync(current, 'utf8') !== landed)
    problems.push(`${file} differs from the text it landed with in ${first.slice(0, 7)}`);
}

const journalFile = `${dir}/meta/_journal.json`;
const entries = JSON.parse(fs.readFileSync(path.join(root, journalFile), 'utf8')).entries;
for (const commit of git('log', '--first-parent', '--format=%H', '--', journalFile)
  .trim()
  .split('\n')
  .filter(Boolean)) {
  for (const past of JSON.parse(git('show', `${commit}:${journalFile}`)).entries) {
    const now = entries.find((e) => e.idx === past.idx);
    if (!now || now.tag !== past.tag) continue; // reported by the SQL check, or superseded
    // The oldest commit's value is the landed one; the journal log is newest first.
    now.landedWhen = past.when;
    now.landedIn = commit;
  }
}
for (const e of entries)
  if (e.landedWhen !== undefined && e.landedWhen !== e.when)
    problems.push(
      `journal entry ${e.tag} has when=${e.when}, but landed with ${e.landedWhen} in ${e.landedIn.slice(0, 7)}: ` +
        'databases record that timestamp, and a changed one makes them run the migration again',
    );

if (problems.length > 0) {
  console.error('Landed migrations were changed (add a new migration instead):');
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`check-migrations: ${new Set(added).size} landed migrations unchanged`);
