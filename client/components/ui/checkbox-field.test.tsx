// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';

afterEach(cleanup);

describe('CheckboxField', () => {
  it('is a checkbox named by its label, which ticks it when clicked', () => {
    const onCheckedChange = vi.fn();
    render(
      <CheckboxField
        id="remember"
        label="Remember me"
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('has its hint read as its description', () => {
    render(
      <CheckboxField
        id="plan-active"
        label="Active"
        hint="The default plan stays active."
        checked
        disabled
        onCheckedChange={() => {}}
      />,
    );
    const box = screen.getByLabelText('Active');
    expect(box).toBe(
      screen.getByRole('checkbox', { description: 'The default plan stays active.' }),
    );
    expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
