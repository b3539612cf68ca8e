import { describe, expect, it } from 'vitest';
import { daysBetween, deliveryDates, shopToday } from './delivery-dates.js';

// Bishkek is UTC+6 all year.
const at = (bishkekTime: string) => new Date(`${bishkekTime}+06:00`);

describe('deliveryDates', () => {
  it('ships the same day before the cut-off', () => {
    expect(deliveryDates({ now: at('2026-12-01T20:59'), cutoff: '21:00', daysMin: 2, daysMax: 4 })).toEqual({
      ships: '2026-12-01',
      from: '2026-12-03',
      to: '2026-12-05',
    });
  });

  it('ships the next day from the cut-off on', () => {
    expect(deliveryDates({ now: at('2026-12-01T21:00'), cutoff: '21:00', daysMin: 2, daysMax: 4 })).toEqual({
      ships: '2026-12-02',
      from: '2026-12-04',
      to: '2026-12-06',
    });
  });

  it("counts by Bishkek's calendar, not UTC's", () => {
    // 19:30 UTC on the 1st is 01:30 on the 2nd in Bishkek.
    const dates = deliveryDates({ now: new Date('2026-12-01T19:30:00Z'), cutoff: '21:00', daysMin: 1, daysMax: 1 });
    expect(dates).toEqual({ ships: '2026-12-02', from: '2026-12-03', to: '2026-12-03' });
  });

  it('skips the weekdays the shop sends nothing', () => {
    // Saturday 5 December after closing: Sunday is closed, so Monday the 7th.
    const dates = deliveryDates({
      now: at('2026-12-05T22:00'),
      cutoff: '21:00',
      daysMin: 0,
      daysMax: 2,
      closedWeekdays: [0],
    });
    expect(dates).toEqual({ ships: '2026-12-07', from: '2026-12-07', to: '2026-12-09' });
  });

  it('an order on a closed Sunday before the cut-off leaves on Monday', () => {
    // Sunday 6 December 2026, 11:00 in Bishkek (05:00 UTC): the warehouse is closed on Sundays.
    expect(new Date('2026-12-06T00:00:00Z').getUTCDay()).toBe(0);
    const dates = deliveryDates({
      now: new Date('2026-12-06T05:00:00Z'),
      cutoff: '18:00',
      daysMin: 1,
      daysMax: 1,
      closedWeekdays: [0],
    });
    expect(dates).toEqual({ ships: '2026-12-07', from: '2026-12-08', to: '2026-12-08' });
  });

  it('after the cut-off on Saturday skips a closed Sunday and Monday both', () => {
    const dates = deliveryDates({
      now: at('2026-12-05T18:00'),
      cutoff: '18:00',
      daysMin: 2,
      daysMax: 3,
      closedWeekdays: [0, 1],
    });
    expect(dates).toEqual({ ships: '2026-12-08', from: '2026-12-10', to: '2026-12-11' });
  });

  it("moves a window's ends off the days nothing arrives, each to the next open day", () => {
    // Leaves Friday the 4th; one day on the way lands on Saturday, two on Sunday: the own courier
    // is off at weekends, so both become Monday the 7th.
    const dates = deliveryDates({
      now: at('2026-12-04T09:00'),
      cutoff: '21:00',
      daysMin: 1,
      daysMax: 2,
      closedWeekdays: [0, 6],
      arrivalClosedWeekdays: [0, 6],
    });
    expect(dates).toEqual({ ships: '2026-12-04', from: '2026-12-07', to: '2026-12-07' });
    // CDEK's calendar days arrive on a Sunday like any other.
    expect(deliveryDates({ now: at('2026-12-04T09:00'), cutoff: '21:00', daysMin: 2, daysMax: 2 }).to).toBe(
      '2026-12-06',
    );
  });

  it('crosses months and years, and a one-day window has one day', () => {
    expect(deliveryDates({ now: at('2026-12-31T23:00'), cutoff: '21:00', daysMin: 3, daysMax: 3 })).toEqual({
      ships: '2027-01-01',
      from: '2027-01-04',
      to: '2027-01-04',
    });
  });

  it('without a cut-off ships today whatever the hour', () => {
    expect(deliveryDates({ now: at('2026-12-01T23:59'), cutoff: null, daysMin: 0, daysMax: 0 }).ships).toBe(
      '2026-12-01',
    );
  });

  it('never ends a window before it starts', () => {
    expect(deliveryDates({ now: at('2026-12-01T10:00'), cutoff: '21:00', daysMin: 3, daysMax: 1 }).to).toBe(
      '2026-12-04',
    );
  });

  it('refuses a week on which nothing ever arrives', () => {
    expect(() =>
      deliveryDates({
        now: at('2026-12-01T10:00'),
        cutoff: null,
        daysMin: 0,
        daysMax: 0,
        arrivalClosedWeekdays: [0, 1, 2, 3, 4, 5, 6],
      }),
    ).toThrow(RangeError);
  });

  it('refuses a shop that never sends', () => {
    expect(() =>
      deliveryDates({
        now: at('2026-12-01T10:00'),
        cutoff: null,
        daysMin: 0,
        daysMax: 0,
        closedWeekdays: [0, 1, 2, 3, 4, 5, 6],
      }),
    ).toThrow(RangeError);
  });
});

describe('daysBetween and shopToday', () => {
  it('count calendar days in Bishkek', () => {
    expect(shopToday(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-02');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-12-02', '2026-12-02')).toBe(0);
  });
});
