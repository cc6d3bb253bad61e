import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunks.ts';

// A small app's static imports: an entry, a sign-in page, two portals' first screens, and the
// pieces and libraries they share.
const graph: Record<string, string[]> = {
  '/app/client/main.tsx': ['/app/node_modules/preact/index.js', '/app/client/lib/session.ts'],
  '/app/client/auth/login.tsx': ['/app/client/ui/button.tsx', '/app/client/auth/form.tsx'],
  '/app/client/auth/form.tsx': [],
  '/app/client/ui/button.tsx': ['/app/node_modules/preact/index.js'],
  '/app/client/staff/layout.tsx': ['/app/client/ui/menu.tsx', '/app/client/ui/button.tsx'],
  '/app/client/staff/dashboard.tsx': ['/app/client/staff/cards.tsx', '/app/client/lib/paged.ts'],
  '/app/client/staff/cards.tsx': ['/app/client/lib/session.ts'],
  '/app/client/parent/layout.tsx': ['/app/client/ui/menu.tsx'],
  '/app/client/parent/dashboard.tsx': ['/app/client/parent/summary.tsx'],
  '/app/client/parent/summary.tsx': [],
  '/app/client/ui/menu.tsx': ['/app/node_modules/radix/menu.js'],
  '/app/client/lib/paged.ts': [],
  '/app/client/lib/session.ts': [],
  '/app/node_modules/preact/index.js': [],
  '/app/node_modules/radix/menu.js': [],
};

// An icon library whose index re-exports each of its sixty icons: the entry takes one, the
// staff dashboard another, and later screens others.
const icons = Array.from({ length: 60 }, (_, i) => `/app/node_modules/icons/icon-${i}.js`);
const iconIndex = '/app/node_modules/icons/index.js';
graph[iconIndex] = ['/app/node_modules/icons/create-icon.js', ...icons];
graph['/app/client/main.tsx']!.push(iconIndex);
graph['/app/client/staff/cards.tsx']!.push(iconIndex);
const code: Record<string, string> = {
  [iconIndex]: icons
    .map((_, i) => `export { default as Icon${i}, default as Alias${i} } from "./icon-${i}.js";`)
    .join('\n'),
  '/app/client/main.tsx': 'import { Icon0 } from "icons";\nimport { render, Icon2 } from "preact";',
  '/app/client/staff/cards.tsx': 'import {\n  Alias1 as Bell,\n  type IconProps,\n} from "icons";',
};

function chunkOf() {
  const groups = firstScreenChunks('/app/client', 'main.tsx', {
    staff: { modules: ['staff/layout.tsx', 'staff/dashboard.tsx'], texts: [] },
    parent: { modules: ['parent/layout.tsx', 'parent/dashboard.tsx'], texts: [] },
    signedOut: [{ modules: ['auth/login.tsx'], texts: [] }],
  });
  const ctx = {
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [], code: code[id] ?? '' }),
  };
  return (id: string) => groups.name(`/app/${id}`, ctx);
}

describe('first-screen chunks', () => {
  it('puts what the entry imports in one chunk every page loads', () => {
    const chunk = chunkOf();
    expect(chunk('client/main.tsx')).toBe('app');
    expect(chunk('node_modules/preact/index.js')).toBe('app');
    // The entry's module goes with it even where a portal imports it too.
    expect(chunk('client/lib/session.ts')).toBe('app');
  });

  it("leaves a sign-in page's own modules to the bundler and groups what it shares with a portal", () => {
    const chunk = chunkOf();
    expect(chunk('client/auth/login.tsx')).toBeNull();
    expect(chunk('client/auth/form.tsx')).toBeNull();
    expect(chunk('client/ui/button.tsx')).toBe('common-ui');
  });

  it("gives each portal's own first-screen modules one chunk, and what else they use another", () => {
    const chunk = chunkOf();
    expect(chunk('client/staff/layout.tsx')).toBe('staff-home');
    expect(chunk('client/staff/cards.tsx')).toBe('staff-home');
    expect(chunk('client/parent/summary.tsx')).toBe('parent-home');
    // Shared by both portals, or a library only one of them uses first: neither portal's
    // chunk, so the other portal's later screens never load a portal's home to get it.
    expect(chunk('client/ui/menu.tsx')).toBe('portal');
    expect(chunk('node_modules/radix/menu.js')).toBe('portal');
    expect(chunk('client/lib/paged.ts')).toBe('portal');
  });

  it("follows a library's index only through the names taken from it", () => {
    const chunk = chunkOf();
    expect(chunk('node_modules/icons/icon-0.js')).toBe('app');
    expect(chunk('node_modules/icons/create-icon.js')).toBe('app');
    expect(chunk('node_modules/icons/icon-1.js')).toBe('portal');
    // Every other icon is for later screens: together in one chunk, none in the entry (the
    // entry's Icon2 is another library's).
    expect(chunk('node_modules/icons/icon-2.js')).toBe('icons');
    expect(chunk('node_modules/icons/icon-59.js')).toBe('icons');
  });
});
