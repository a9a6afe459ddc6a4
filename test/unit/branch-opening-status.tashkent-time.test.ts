import { expect } from 'chai';
import { openingStatus } from '../../src/features/branches/lib/opening-status';
import type { OpeningHours } from '../../src/features/branches/types';

// 23 November 2026 is a Monday; Tashkent is UTC+5 all year.
const at = (iso: string) => new Date(iso);
const weekday = { open: '09:00', close: '18:00', break: { from: '13:00', to: '14:00' } };
const office: OpeningHours = {
  isAlwaysOpen: false,
  days: {
    mon: weekday,
    tue: weekday,
    wed: weekday,
    thu: weekday,
    fri: weekday,
    sat: { open: '09:00', close: '14:00', break: null },
  },
};
const lateExchange: OpeningHours = {
  isAlwaysOpen: false,
  days: { fri: { open: '10:00', close: '02:00', break: null } },
};

describe('openingStatus (Asia/Tashkent)', () => {
  it('is closed before opening and says it opens today at 9:00', () => {
    expect(openingStatus(office, at('2026-11-23T03:30:00Z'))).to.deep.equal({
      state: 'closed',
      opens: { day: 'mon', at: 540, inDays: 0 },
    });
  });

  it('is open during working hours until the break', () => {
    expect(openingStatus(office, at('2026-11-23T04:00:00Z'))).to.deep.equal({
      state: 'open',
      closesAt: 13 * 60,
    });
  });

  it('is closed during the break and reopens at 14:00', () => {
    expect(openingStatus(office, at('2026-11-23T08:30:00Z'))).to.deep.equal({
      state: 'closed',
      opens: { day: 'mon', at: 840, inDays: 0 },
    });
  });

  it('is open after the break until 18:00', () => {
    expect(openingStatus(office, at('2026-11-23T09:00:00Z'))).to.deep.equal({
      state: 'open',
      closesAt: 18 * 60,
    });
  });

  it('is closed after closing and opens tomorrow', () => {
    expect(openingStatus(office, at('2026-11-23T13:00:00Z'))).to.deep.equal({
      state: 'closed',
      opens: { day: 'tue', at: 540, inDays: 1 },
    });
  });

  it('skips the Sunday day off: on Saturday evening it opens on Monday', () => {
    expect(openingStatus(office, at('2026-11-28T10:00:00Z'))).to.deep.equal({
      state: 'closed',
      opens: { day: 'mon', at: 540, inDays: 2 },
    });
  });

  it('calls a 24/7 ATM always open, at any hour', () => {
    const atm: OpeningHours = { isAlwaysOpen: true, days: {} };
    expect(openingStatus(atm, at('2026-11-22T21:59:00Z'))).to.deep.equal({ state: 'always-open' });
  });

  it('keeps a late office open past midnight into Saturday and closed once it shuts', () => {
    // Friday 27th 23:30 and Saturday 28th 01:30 Tashkent are open; 02:30 is closed for a week.
    expect(openingStatus(lateExchange, at('2026-11-27T18:30:00Z'))).to.deep.equal({
      state: 'open',
      closesAt: 120,
    });
    expect(openingStatus(lateExchange, at('2026-11-27T20:30:00Z'))).to.deep.equal({
      state: 'open',
      closesAt: 120,
    });
    expect(openingStatus(lateExchange, at('2026-11-27T21:30:00Z'))).to.deep.equal({
      state: 'closed',
      opens: { day: 'fri', at: 600, inDays: 6 },
    });
  });

  it('uses the Tashkent date across UTC midnight: 00:30 Tuesday there is still Monday in UTC', () => {
    const earlyTuesday = at('2026-11-23T19:30:00Z');
    expect(openingStatus(office, earlyTuesday)).to.deep.equal({
      state: 'closed',
      opens: { day: 'tue', at: 540, inDays: 0 },
    });
  });

  it('is never open when every day is off', () => {
    expect(
      openingStatus({ isAlwaysOpen: false, days: {} }, at('2026-11-23T06:00:00Z')),
    ).to.deep.equal({ state: 'closed', opens: null });
  });

  describe('when the server runs in another time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      it(`gives the Tashkent answer with TZ=${zone}`, () => {
        process.env.TZ = zone;
        // Sanity check that the zone took effect: the local hour differs from Tashkent's 9.
        expect(new Date('2026-11-23T04:00:00Z').getHours()).to.not.equal(9);
        expect(openingStatus(office, at('2026-11-23T04:00:00Z'))).to.deep.equal({
          state: 'open',
          closesAt: 13 * 60,
        });
        expect(openingStatus(office, at('2026-11-23T03:30:00Z'))).to.deep.equal({
          state: 'closed',
          opens: { day: 'mon', at: 540, inDays: 0 },
        });
      });
    }
  });
});
