import { maxAmountCents } from '../../../contract/billing.ts';
import { z } from '../../../contract/zod.ts';
import { msg } from '../../i18n/i18n.ts';

/**
 * Amounts typed in dollars ('12.5', '$1,400.00') and sent as integer cents (decision 034):
 * read digit by digit, never through a floating-point number, so 0.29 is 29 cents.
 */

export const moneyMessages = {
  required: msg('billingAdmin.money.required'),
  format: msg('billingAdmin.money.format'),
  decimals: msg('billingAdmin.money.decimals'),
  negative: msg('billingAdmin.money.negative'),
  zero: msg('billingAdmin.money.zero'),
  range: 'errors.billingAmountRange',
} as const;

type Rules = {
  /** A correction may be negative ('-20.00'); everything else may not. */
  signed?: boolean;
  /** A price may be 0.00; a payment, a charge or a credit may not. */
  allowZero?: boolean;
};

/** Cents, or the id of the message that says what is wrong with the text. */
export function parseDollars(text: string, rules: Rules = {}): number | { error: string } {
  let rest = text.trim().replace(/\s+/g, '');
  if (rest === '') return { error: moneyMessages.required };
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('−')) {
    if (!rules.signed) return { error: moneyMessages.negative };
    sign = -1;
    rest = rest.slice(1);
  } else if (rest.startsWith('+')) rest = rest.slice(1);
  if (rest.startsWith('$')) rest = rest.slice(1);
  // Thousands may be grouped with commas (1,400.00); a comma anywhere else is not a decimal point.
  if (rest.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(rest)) return { error: moneyMessages.format };
    rest = rest.replaceAll(',', '');
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(rest);
  if (!match || (match[1] === '' && !match[2])) return { error: moneyMessages.format };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { error: moneyMessages.decimals };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 9) return { error: moneyMessages.range };
  const cents = Number(wholeDigits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > maxAmountCents) return { error: moneyMessages.range };
  if (cents === 0 && !rules.allowZero) return { error: moneyMessages.zero };
  return sign * cents;
}

/** Cents as the text a money field starts with: 35000 → '350.00' (no currency sign). */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A form's money field: the text typed in, cents out, or the field's message. */
export const dollarsField = (rules: Rules = {}) =>
  z.string().transform((text, ctx) => {
    const parsed = parseDollars(text, rules);
    if (typeof parsed === 'number') return parsed;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** A percentage typed in ('60', '12.5') as basis points (6000, 1250), 0 to 100 %. */
export function parsePercent(text: string): number | { error: string } {
  const rest = text.trim().replace(/%$/, '').trim();
  if (rest === '') return { error: msg('billingAdmin.percent.required') };
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(rest);
  if (!match) return { error: msg('billingAdmin.percent.format') };
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points > 10000) return { error: msg('billingAdmin.percent.format') };
  return points;
}

/** Basis points as a percentage to edit: 6000 → '60', 1250 → '12.5'. */
export const pointsToPercent = (points: number) => String(points / 100);

export const percentField = () =>
  z.string().transform((text, ctx) => {
    const parsed = parsePercent(text);
    if (typeof parsed === 'number') return parsed;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
