// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogSlotProps } from './dialog-slot.ts';
import { lazyDialog } from './lazy-dialog.tsx';

afterEach(cleanup);

function Shown({ open }: DialogSlotProps) {
  return open ? <p>The dialog</p> : null;
}

function setUp() {
  const load = vi.fn(async () => Shown);
  const Dialog = lazyDialog(load);
  return { load, Dialog };
}

describe('lazyDialog', () => {
  it('loads nothing while the screen is only looked at', async () => {
    const { load, Dialog } = setUp();
    render(<Dialog open={false} onOpenChange={() => undefined} />);
    // Longer than the idle wait it used to load after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading at the first press anywhere, once', () => {
    const { load, Dialog } = setUp();
    render(
      <>
        <button type="button">Check In/Out</button>
        <Dialog open={false} onOpenChange={() => undefined} />
      </>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Check In/Out' }));
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the dialog when opened before anything was pressed', async () => {
    const { load, Dialog } = setUp();
    const { rerender } = render(<Dialog open={false} onOpenChange={() => undefined} />);
    rerender(<Dialog open onOpenChange={() => undefined} />);
    expect(await screen.findByText('The dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
