import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientInputs, serverInputs, stale } from './build-inputs.mjs';
import { buildProgress } from './build-progress.mjs';

describe('npm start rebuilds', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A project folder with `files`, built (stamped) a minute after they were written. */
  function builtProject(files: string[]) {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    const minuteAgo = new Date(Date.now() - 60_000);
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), '{}');
      fs.utimesSync(path.join(root, file), minuteAgo, minuteAgo);
      fs.utimesSync(path.dirname(path.join(root, file)), minuteAgo, minuteAgo);
    }
    const stamp = path.join(root, 'dist/.build-stamp');
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, '');
    return stamp;
  }
  const touch = (file: string) => {
    const later = new Date(Date.now() + 1000);
    fs.utimesSync(path.join(root, file), later, later);
  };

  it('the web app after a change in a language catalogue or in its build scripts', () => {
    const watched = [
      'locales/fr/errors.json',
      'scripts/catalogs.mjs',
      'scripts/route-pages.mjs',
      'scripts/precompress.mjs',
      'vite.config.ts',
      'client/main.tsx',
      'contract/common.ts',
    ];
    for (const file of watched) {
      const stamp = builtProject([...watched, 'scripts/check-i18n.mjs']);
      expect(stale(root, stamp, clientInputs), file).toBe(false);
      touch(file);
      expect(stale(root, stamp, clientInputs), file).toBe(true);
      fs.rmSync(root, { recursive: true, force: true });
    }
    // A check that builds nothing is not an input.
    const stamp = builtProject([...watched, 'scripts/check-i18n.mjs']);
    touch('scripts/check-i18n.mjs');
    expect(stale(root, stamp, clientInputs)).toBe(false);
  });

  it('the server after a change in its code or its build script', () => {
    for (const file of ['server/main.ts', 'scripts/build-server.mjs', 'contract/common.ts']) {
      const stamp = builtProject([file]);
      expect(stale(root, stamp, serverInputs), file).toBe(false);
      touch(file);
      expect(stale(root, stamp, serverInputs), file).toBe(true);
      fs.rmSync(root, { recursive: true, force: true });
    }
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    expect(stale(root, path.join(root, 'no-stamp'), serverInputs)).toBe(true);
  });
});

describe('the web app build’s progress', () => {
  type Hooks = {
    buildStart(): void;
    transform(): void;
    buildEnd(error?: Error): void;
    writeBundle(): void;
    closeBundle(): void;
  };
  function run(isTTY: boolean) {
    const written: string[] = [];
    let clock = 0;
    const plugin = buildProgress(
      { isTTY, write: (text: string) => written.push(text) },
      () => clock,
    ) as unknown as Hooks;
    plugin.buildStart();
    for (let i = 0; i < 1200; i += 1) plugin.transform();
    clock = 24_000;
    plugin.buildEnd();
    clock = 61_000;
    plugin.writeBundle();
    clock = 63_000;
    plugin.closeBundle();
    return written;
  }

  it('says each step, the modules read and the seconds so far', () => {
    expect(run(false)).toEqual([
      'Building the web app: reading modules (0 modules, 0 s)\n',
      'Building the web app: writing chunks (1200 modules, 24 s)\n',
      'Building the web app: compressing and writing pages (1200 modules, 61 s)\n',
      'Building the web app: done (1200 modules, 63 s)\n',
    ]);
  });

  it('updates one line in a terminal', () => {
    const written = run(true);
    expect(written.slice(0, -1).every((text) => text.startsWith('\r\u001b[K'))).toBe(true);
    expect(written.slice(0, -1).some((text) => text.includes('\n'))).toBe(false);
    expect(written.at(-1)).toBe('\r\u001b[KBuilding the web app: done (1200 modules, 63 s)\n');
  });
});
