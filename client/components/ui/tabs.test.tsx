// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

function Accounts() {
  const [selected, setSelected] = useState<'accounts' | 'invitations'>('accounts');
  return (
    <Tabs
      label="Parents"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'accounts', label: 'Parent Accounts', content: <p>accounts</p> },
        { id: 'invitations', label: 'Invitations', content: <p>invitations</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const classesOf = (element: HTMLElement) => element.className.split(/\s+/);

// ---- The colours the classes stand for, in each theme (Tailwind's palette, and the dark
// theme's mirrored one in client/styles.css), and WCAG's contrast between two of them.

const root = process.cwd();
const lightPalette = readFileSync(
  createRequire(path.join(root, 'package.json')).resolve('tailwindcss/theme.css'),
  'utf8',
);
const styles = readFileSync(path.join(root, 'client/styles.css'), 'utf8');
const darkPalette = styles.slice(styles.indexOf('.dark {'));

function colourIn(css: string, name: string): string | undefined {
  return new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

/** Relative luminance of `#fff` or `oklch(L% C H)` (OKLab → linear sRGB, clipped). */
function luminance(value: string): number {
  if (value === '#fff') return 1;
  const m = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!m) throw new Error(`unexpected colour ${value}`);
  const [l, c, h] = [Number(m[1]) / 100, Number(m[2]), (Number(m[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const r = clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_);
  const g = clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_);
  const bl = clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}

const contrast = (x: string, y: string) => {
  const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (a! + 0.05) / (b! + 0.05);
};

type Theme = 'light' | 'dark';

/** The colour `kind` (bg, text, ring) an element's classes give it in `theme`. */
function colour(classes: string[], kind: 'bg' | 'text' | 'ring', theme: Theme): string {
  const pick = (prefix: string) =>
    classes
      .map((c) => new RegExp(`^${prefix}${kind}-((?:white|[a-z]+-\\d+))$`).exec(c)?.[1])
      .find(Boolean);
  const name = (theme === 'dark' ? pick('dark:') : undefined) ?? pick('');
  if (!name) throw new Error(`no ${kind} colour in ${classes.join(' ')}`);
  const value =
    (theme === 'dark' ? colourIn(darkPalette, name) : undefined) ?? colourIn(lightPalette, name);
  if (!value) throw new Error(`--color-${name} is not defined`);
  return value;
}

describe('segmented tabs', () => {
  it('mark the selected tab, and move the mark when another is chosen', () => {
    render(<Accounts />);
    expect(tab('Parent Accounts').getAttribute('aria-selected')).toBe('true');
    expect(tab('Parent Accounts').dataset.state).toBe('active');
    expect(tab('Invitations').getAttribute('aria-selected')).toBe('false');
    expect(tab('Invitations').dataset.state).toBe('inactive');
    fireEvent.click(tab('Invitations'));
    expect(tab('Invitations').dataset.state).toBe('active');
    expect(tab('Parent Accounts').dataset.state).toBe('inactive');
    expect(screen.getByRole('tabpanel', { name: 'Invitations' }).textContent).toBe('invitations');
  });

  it('set the selected tab apart by more than colour: a border and bold text', () => {
    render(<Accounts />);
    const selected = classesOf(tab('Parent Accounts'));
    const other = classesOf(tab('Invitations'));
    expect(selected).toContain('font-semibold');
    expect(selected).toContain('ring-1');
    expect(other).not.toContain('font-semibold');
    expect(other).not.toContain('ring-1');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`keep every text readable and the selected tab distinct in the ${theme} theme`, () => {
      render(<Accounts />);
      const list = classesOf(screen.getByRole('tablist'));
      const selected = classesOf(tab('Parent Accounts'));
      const other = classesOf(tab('Invitations'));
      const listBg = colour(list, 'bg', theme);
      const selectedBg = colour(selected, 'bg', theme);
      // Text: 4.5:1 on its own background.
      expect(contrast(colour(selected, 'text', theme), selectedBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour(other, 'text', theme), listBg)).toBeGreaterThanOrEqual(4.5);
      // The selected tab's border: 3:1 against the list and against the tab itself.
      const border = colour(selected, 'ring', theme);
      expect(contrast(border, listBg)).toBeGreaterThanOrEqual(3);
      expect(contrast(border, selectedBg)).toBeGreaterThanOrEqual(3);
      // Its surface differs from the list's (dark mode once drew both the same colour).
      expect(contrast(selectedBg, listBg)).toBeGreaterThanOrEqual(1.05);
    });
  }
});
