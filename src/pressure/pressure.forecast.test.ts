import { describe, expect, it } from 'vitest';
import { generatedHistory } from '../../test/pressure-history.js';
import { bandOf, emptyModel, forecastSlots, learn, levelOf, score, SLOTS_PER_DAY, SLOTS_PER_WEEK, slotOf, weekOf, weekStart } from './pressure.forecast.js';

// Slot 0 of the generated history is taken to be this Monday's 00:00 (UTC).
const MONDAY = slotOf(Date.parse('2026-11-02T00:00:00.000Z'));

describe('levelOf', () => {
  it('is calm with no job waiting, whatever the capacity', () => {
    expect(levelOf(0, 0)).toBe('calm');
    expect(levelOf(0, 10)).toBe('calm');
  });
  it('is surge when more jobs wait than the free capacity online', () => {
    expect(levelOf(1, 0)).toBe('surge');
    expect(levelOf(6, 5)).toBe('surge');
  });
  it('is busy when the jobs would take more than half of the free capacity, calm at half or less', () => {
    expect(levelOf(5, 5)).toBe('busy');
    expect(levelOf(3, 5)).toBe('busy');
    expect(levelOf(2, 4)).toBe('calm');
    expect(levelOf(2, 5)).toBe('calm');
  });
});

describe('weeks', () => {
  it('start on Mondays at 00:00 UTC', () => {
    expect(new Date(weekStart(weekOf(MONDAY))).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(weekOf(MONDAY + SLOTS_PER_WEEK - 1)).toBe(weekOf(MONDAY));
    expect(weekOf(MONDAY - 1)).toBe(weekOf(MONDAY) - 1);
  });
});

describe('the forecast', () => {
  it('answers a zone with no history with a wide band, and says so', () => {
    const model = emptyModel();
    expect(bandOf(model, MONDAY)).toEqual({ p10: 0, p50: 0, p90: 5, basis: 'no_history' });
    learn(model, MONDAY, 4);
    expect(bandOf(model, MONDAY + 1)).toEqual({ p10: 0, p50: 4, p90: 17, basis: 'no_history' });
  });

  it('follows the day after a day, the week after a week', () => {
    const model = emptyModel();
    const history = generatedHistory({ weeks: 2, seed: 1 });
    for (let i = 0; i < SLOTS_PER_DAY; i++) learn(model, MONDAY + i, history[i]);
    expect(bandOf(model, MONDAY + SLOTS_PER_DAY).basis).toBe('daily_history');
    for (let i = SLOTS_PER_DAY; i < SLOTS_PER_WEEK; i++) learn(model, MONDAY + i, history[i]);
    const band = bandOf(model, MONDAY + SLOTS_PER_WEEK + 39);
    expect(band.basis).toBe('weekly_history');
    // Monday 19:30 learnt once: that count is the forecast.
    expect(band.p50).toBe(history[39]);
    expect(band.p10).toBeLessThanOrEqual(band.p50);
    expect(band.p90).toBeGreaterThanOrEqual(band.p50);
  });

  it('gives 12+ slots in order, each a band', () => {
    const model = emptyModel();
    const history = generatedHistory({ weeks: 2, seed: 2 });
    history.forEach((count, i) => learn(model, MONDAY + i, count));
    const slots = forecastSlots(model, MONDAY + history.length, 13);
    expect(slots.map((s) => s.slot)).toEqual(Array.from({ length: 13 }, (_, i) => MONDAY + history.length + i));
    for (const s of slots) expect(s.p10 <= s.p50 && s.p50 <= s.p90).toBe(true);
  });

  it('on 8 generated weeks: the P10-P90 band holds 70-90 % of the actual counts, and the MAPE beats the seasonal naive one', () => {
    const history = generatedHistory({ weeks: 8, seed: 48 });
    const model = emptyModel();
    let slots = 0;
    let inside = 0;
    let ape = 0;
    let apeN = 0;
    let naive = 0;
    let naiveN = 0;
    history.forEach((actual, i) => {
      const band = learn(model, MONDAY + i, actual);
      // Scored from the third week: the first two learn.
      if (i < 2 * SLOTS_PER_WEEK) return;
      const s = score(band, actual, history[i - SLOTS_PER_WEEK]);
      slots++;
      if (s.inside) inside++;
      if (s.ape !== null) {
        ape += s.ape;
        apeN++;
      }
      if (s.naiveApe !== null) {
        naive += s.naiveApe;
        naiveN++;
      }
    });
    const coverage = inside / slots;
    expect(coverage).toBeGreaterThanOrEqual(0.7);
    expect(coverage).toBeLessThanOrEqual(0.9);
    expect(ape / apeN).toBeLessThan(naive / naiveN);
  });
});
