import { describe, expect, it } from 'vitest';
import { centsToDollars, moneyMessages, parseDollars, parsePercent } from './money.ts';

describe('dollars typed in, integer cents out', () => {
  it('reads amounts digit by digit', () => {
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('12.50')).toBe(1250);
    expect(parseDollars('350')).toBe(35000);
    expect(parseDollars(' $1,400.00 ')).toBe(140000);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('1000000')).toBe(100_000_000);
  });

  it('says precisely what is wrong', () => {
    expect(parseDollars('')).toEqual({ error: moneyMessages.required });
    expect(parseDollars('12.345')).toEqual({ error: moneyMessages.decimals });
    expect(parseDollars('-5')).toEqual({ error: moneyMessages.negative });
    expect(parseDollars('12,5')).toEqual({ error: moneyMessages.format });
    expect(parseDollars('abc')).toEqual({ error: moneyMessages.format });
    expect(parseDollars('1e3')).toEqual({ error: moneyMessages.format });
    expect(parseDollars('.')).toEqual({ error: moneyMessages.format });
    expect(parseDollars('0')).toEqual({ error: moneyMessages.zero });
    expect(parseDollars('1000000.01')).toEqual({ error: moneyMessages.range });
    expect(parseDollars('99999999999')).toEqual({ error: moneyMessages.range });
  });

  it('allows zero for a price and a sign for a correction', () => {
    expect(parseDollars('0.00', { allowZero: true })).toBe(0);
    expect(parseDollars('-20.05', { signed: true })).toBe(-2005);
  });

  it('writes cents back as the text a field starts with', () => {
    expect(centsToDollars(35000)).toBe('350.00');
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(5)).toBe('0.05');
  });

  it('reads percentages as basis points', () => {
    expect(parsePercent('60')).toBe(6000);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('100%')).toBe(10000);
    expect(parsePercent('100.01')).toHaveProperty('error');
    expect(parsePercent('-1')).toHaveProperty('error');
    expect(parsePercent('')).toHaveProperty('error');
  });
});
