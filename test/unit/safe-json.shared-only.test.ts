import { expect } from 'chai';
import { safeJson } from '../../src/lib/safe-json';
import { shareAcrossRequests } from '../../src/lib/shared-data';

describe('safeJson(value) and shared data', () => {
  it('writes a shared value as escaped JSON, alone and inside a page', () => {
    const shared = shareAcrossRequests({
      title: '</script><!-- & \u2028',
      rates: [1.5, 2],
      image: null,
    });
    const json =
      '{"title":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028","rates":[1.5,2],"image":null}';
    expect(safeJson(shared)).to.equal(json);
    expect(safeJson(shared)).to.equal(json);
    expect(safeJson({ page: 1, deposit: shared })).to.equal(`{"page":1,"deposit":${json}}`);
  });

  it('writes an object frozen at its top level only afresh, so a changed child shows', () => {
    const state = Object.freeze({ queries: { deposits: { status: 'pending' } } });
    expect(safeJson({ state })).to.equal('{"state":{"queries":{"deposits":{"status":"pending"}}}}');
    expect(safeJson(state)).to.equal('{"queries":{"deposits":{"status":"pending"}}}');
    state.queries.deposits.status = 'fulfilled';
    expect(safeJson({ state })).to.equal(
      '{"state":{"queries":{"deposits":{"status":"fulfilled"}}}}',
    );
    expect(safeJson(state)).to.equal('{"queries":{"deposits":{"status":"fulfilled"}}}');
  });

  it('writes a shared value that an object frozen at its top level holds', () => {
    const deposits = shareAcrossRequests([{ name: 'Omonat' }]);
    const state = Object.freeze({ queries: { deposits, page: { number: 1 } } });
    expect(safeJson(state)).to.equal(
      '{"queries":{"deposits":[{"name":"Omonat"}],"page":{"number":1}}}',
    );
    state.queries.page.number = 2;
    expect(safeJson(state)).to.equal(
      '{"queries":{"deposits":[{"name":"Omonat"}],"page":{"number":2}}}',
    );
  });
});
