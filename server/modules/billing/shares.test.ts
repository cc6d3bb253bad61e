import { describe, expect, it } from 'vitest';
import { createRng } from '../../db/seed/random.ts';
import { daysIn, invoiceNumber, nextPeriod, periodOf } from './periods.ts';
import { ofBasisPoints, prorate, splitByWeights, splitCharges } from './shares.ts';

const sum = (parts: number[]) => parts.reduce((total, n) => total + n, 0);

describe('splitting money', () => {
  it('splits a 350.00 week 60/40 into 210.00 and 140.00', () => {
    expect(splitByWeights(35000, [6000, 4000])).toEqual([21000, 14000]);
  });

  it('never loses or makes a cent, whatever the amount and the shares', () => {
    const rng = createRng(13);
    for (let k = 0; k < 2000; k++) {
      const amount = rng.int(0, 10_000_000);
      const weights = Array.from({ length: rng.int(1, 5) }, () => rng.int(0, 10000));
      if (sum(weights) === 0) weights[0] = 1;
      const parts = splitByWeights(amount, weights);
      expect(sum(parts)).toBe(amount);
      // Each part is within a cent of its exact share.
      parts.forEach((part, i) =>
        expect(Math.abs(part - (amount * weights[i]!) / sum(weights))).toBeLessThan(1),
      );
    }
  });

  it('gives the odd cent to the larger remainder, ties to the first payer, every time', () => {
    expect(splitByWeights(35001, [6000, 4000])).toEqual([21001, 14000]);
    expect(splitByWeights(1, [5000, 5000])).toEqual([1, 0]);
    expect(splitByWeights(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(splitByWeights(35000, [3333, 3333, 3334])).toEqual([11666, 11665, 11669]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByWeights(-1, [1])).toThrow();
    expect(() => splitByWeights(1.5, [1])).toThrow();
    expect(() => splitByWeights(100, [0, 0])).toThrow();
  });

  it('takes a third party’s fixed amount from tuition first, then splits the rest by shares', () => {
    const parts = splitCharges(
      [
        { key: 'tuition:1', amountCents: 35000, tuition: true },
        { key: 'tuition:2', amountCents: 31500, tuition: true },
        { key: 'registration:2', amountCents: 15000, tuition: false },
      ],
      [
        { id: 1, shareBasisPoints: 6000, fixedAmountCents: null },
        { id: 2, shareBasisPoints: 4000, fixedAmountCents: null },
        { id: 3, shareBasisPoints: 0, fixedAmountCents: 10001 },
      ],
    );
    const total = (id: number) => sum((parts.get(id) ?? []).map((p) => p.amountCents));
    expect(total(3)).toBe(10001);
    expect(total(1) + total(2) + total(3)).toBe(35000 + 31500 + 15000);
    // The agency pays tuition only, never the registration fee.
    expect(parts.get(3)!.map((p) => p.key)).toEqual(['tuition:1', 'tuition:2']);
    for (const key of ['tuition:1', 'tuition:2', 'registration:2'])
      expect([...parts.values()].flat().filter((p) => p.key === key).length).toBeGreaterThan(0);
  });

  it('never lets a third party pay more than the tuition', () => {
    const parts = splitCharges(
      [{ key: 'tuition:1', amountCents: 20000, tuition: true }],
      [
        { id: 1, shareBasisPoints: 10000, fixedAmountCents: null },
        { id: 2, shareBasisPoints: 0, fixedAmountCents: 50000 },
      ],
    );
    expect(parts.get(2)).toEqual([{ key: 'tuition:1', amountCents: 20000 }]);
    expect(parts.get(1)).toBeUndefined();
  });

  it('rounds discounts and part periods half up', () => {
    expect(ofBasisPoints(35000, 1000)).toBe(3500);
    expect(ofBasisPoints(35005, 1000)).toBe(3501);
    expect(prorate(140000, 1, 30)).toBe(4667);
    expect(prorate(35000, 7, 7)).toBe(35000);
  });
});

describe('billing periods', () => {
  it('runs weeks Monday to Sunday and months from the first to the last day', () => {
    expect(periodOf('weekly', '2026-11-18')).toEqual({
      cycle: 'weekly',
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(periodOf('weekly', '2026-11-22').start).toBe('2026-11-16');
    expect(periodOf('weekly', '2026-11-23').start).toBe('2026-11-23');
    expect(periodOf('monthly', '2028-02-10')).toEqual({
      cycle: 'monthly',
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(nextPeriod(periodOf('monthly', '2026-12-31')).start).toBe('2027-01-01');
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('numbers an invoice by its period and payer', () => {
    expect(invoiceNumber(periodOf('weekly', '2026-11-18'), 12)).toBe('W20261116-0012');
    expect(invoiceNumber(periodOf('monthly', '2026-11-18'), 7)).toBe('M20261101-0007');
  });
});
