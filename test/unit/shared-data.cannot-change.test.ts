import { expect } from 'chai';
import { isShared, keptForShared, shareAcrossRequests } from '../../src/lib/shared-data';

describe('shareAcrossRequests(value)', () => {
  const deposits = () => [{ name: 'Omonat', rate: { percent: 22 }, terms: [13, 18] }];

  it('refuses every change a request could make, nested too, and the value stays as it was', () => {
    const shared = shareAcrossRequests(deposits());
    const [deposit] = shared;
    expect(() => shared.push({ name: 'Extra', rate: { percent: 1 }, terms: [] })).to.throw(
      TypeError,
    );
    expect(() => (deposit!.name = 'Changed')).to.throw(TypeError);
    expect(() => (deposit!.rate.percent = 99)).to.throw(TypeError);
    expect(() => (deposit!.terms[0] = 1)).to.throw(TypeError);
    expect(() => deposit!.terms.sort((a, b) => b - a)).to.throw(TypeError);
    expect(() => delete (deposit as Partial<typeof deposit>)!.rate).to.throw(TypeError);
    expect(() => Object.assign(deposit!.rate, { extra: true })).to.throw(TypeError);
    expect(shared).to.deep.equal([{ name: 'Omonat', rate: { percent: 22 }, terms: [13, 18] }]);
  });

  it('also freezes the children of an object frozen at its top level only', () => {
    const partly = Object.freeze({ rate: { percent: 22 } });
    shareAcrossRequests(partly);
    expect(() => (partly.rate.percent = 99)).to.throw(TypeError);
    expect(partly.rate.percent).to.equal(22);
  });

  it('marks the value and everything it holds as shared', () => {
    const shared = shareAcrossRequests(deposits());
    expect(isShared(shared)).to.equal(true);
    expect(isShared(shared[0]!.rate)).to.equal(true);
    expect(isShared(shared[0]!.terms)).to.equal(true);
  });

  it('does not count a frozen object as shared', () => {
    expect(isShared(Object.freeze({ rate: Object.freeze({ percent: 22 }) }))).to.equal(false);
    expect(isShared('Omonat')).to.equal(false);
    expect(isShared(null)).to.equal(false);
  });

  it('refuses data that freezing cannot hold still, and marks nothing above it', () => {
    const news = { title: 'Rates', published: { at: new Date('2026-01-05T00:00:00.000Z') } };
    expect(() => shareAcrossRequests(news)).to.throw(
      TypeError,
      'Only plain JSON data can be shared, not a Date',
    );
    expect(isShared(news)).to.equal(false);
    expect(isShared(news.published)).to.equal(false);
    expect(() => shareAcrossRequests({ ids: new Map([[1, 'a']]) })).to.throw(TypeError);
  });
});

describe('keptForShared(compute)', () => {
  it('computes once per shared value and on every call for any other value', () => {
    let calls = 0;
    const keyOf = keptForShared((call: { path: string }) => {
      calls += 1;
      return `${call.path}?locale=ru`;
    });
    const shared = shareAcrossRequests({ path: '/api/cards' });
    expect(keyOf(shared)).to.equal('/api/cards?locale=ru');
    expect(keyOf(shared)).to.equal('/api/cards?locale=ru');
    expect(calls).to.equal(1);

    const own = Object.freeze({ path: '/api/news' });
    expect(keyOf(own)).to.equal('/api/news?locale=ru');
    expect(keyOf(own)).to.equal('/api/news?locale=ru');
    expect(calls).to.equal(3);
  });
});
