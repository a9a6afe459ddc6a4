import { expect } from 'chai';
import type { Branch } from '@/features/branches/types';
import { collectionEntries, type CollectionName } from '../../server/cms/collections';
import type { CmsService } from '../../server/cms/cms-service.types';
import { createSearchService } from '../../server/search/search-service';

const BRANCHES = 5000;

/** What each list of the collection table answers when empty; details are never found. */
const EMPTY_LIST = { all: [], single: null, paged: { items: [], pageCount: 1 } };

/**
 * A CMS that answers at once, without a timer or I/O: the only turns of the event loop while the
 * search runs are those the index build itself leaves.
 */
function cmsWithManyBranches(): CmsService {
  const branches = Array.from(
    { length: BRANCHES },
    (_, i) =>
      ({
        id: i + 1,
        name: `Branch ${i + 1}`,
        address: `Street ${i + 1}`,
        kind: 'branch',
      }) as Branch,
  );
  const methods: Record<string, () => Promise<unknown>> = {};
  for (const [, { list, detail }] of collectionEntries()) {
    if (list) methods[list.method] = () => Promise.resolve(EMPTY_LIST[list.kind]);
    if (detail) methods[detail.method] = () => Promise.resolve(null);
  }
  methods.branches = () => Promise.resolve(branches);
  const lists = new Map(collectionEntries().map(([name, { list }]) => [name, list?.kind]));
  const service = {
    ...methods,
    list: ((name: CollectionName) =>
      Promise.resolve(
        name === 'branches' ? branches : EMPTY_LIST[lists.get(name) ?? 'all'],
      )) as CmsService['list'],
    detail: (() => Promise.resolve(null)) as CmsService['detail'],
  };
  return service as unknown as CmsService;
}

describe('search: building the index', () => {
  it(`lets other callbacks run while it indexes ${BRANCHES} documents, then finds one by its name`, async () => {
    const search = createSearchService(cmsWithManyBranches(), 300);
    let turns = 0;
    let searching = true;
    const turn = () => {
      if (!searching) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const hits = await search.search('en', 'Branch 4321');
    searching = false;
    expect(turns, 'event-loop turns during the build').to.be.above(0);
    expect(hits[0]).to.deep.include({
      kind: 'branch',
      title: 'Branch 4321',
      path: '/branches?q=Branch%204321',
    });
  });
});
