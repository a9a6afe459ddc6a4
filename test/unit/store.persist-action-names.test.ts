import { expect } from 'chai';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { PERSIST_ACTIONS } from '../../src/app/store';

describe("the store's copy of redux-persist's action names (src/app/store.ts)", () => {
  it('is the library’s own list, so no persisted action fails the serializability check', () => {
    expect([...PERSIST_ACTIONS].sort()).to.deep.equal(
      [FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE].sort(),
    );
    expect(PERSIST_ACTIONS).to.have.length(6);
  });
});
