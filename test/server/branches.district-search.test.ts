import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { decode } from '../support/html';

const names = (html: string) =>
  [...html.matchAll(/<h3 class="branch-item__name">([^<]*)<\/h3>/g)].map((m) => decode(m[1]!));

describe('GET /branches?q=: districts in every language and script (issue 33)', () => {
  const suite = appForSuite();
  const listed = async (path: string, q: string) =>
    names((await request(suite.app).get(`${path}?q=${encodeURIComponent(q)}`)).text);

  it('finds the branches in Sergeli, whose names and addresses do not say it', async () => {
    expect(await listed('/en/branches', 'Sergeli')).to.deep.equal([
      'ATM — Tashkent Airport',
      'Exchange office — Airport',
    ]);
    expect(await listed('/ru/branches', 'Сергелийский район')).to.have.length(2);
  });

  it('finds "Yunusobod tumani" on every page, and in Uzbek Cyrillic', async () => {
    expect(await listed('/en/branches', 'Yunusobod tumani')).to.deep.equal(['Yunusobod branch']);
    expect(await listed('/ru/branches', 'Yunusobod tumani')).to.deep.equal(['Филиал Юнусабад']);
    expect(await listed('/branches', 'Юнусобод тумани')).to.deep.equal(['Yunusobod filiali']);
  });

  it('finds "Mirzo Ulugbek district" and "Мирзо-Улугбекский район"', async () => {
    expect(await listed('/en/branches', 'Mirzo Ulugbek district')).to.deep.equal([
      'ATM — Mirzo Ulugbek',
    ]);
    expect(await listed('/ru/branches', 'Мирзо-Улугбекский район')).to.deep.equal([
      'Банкомат — Мирзо Улугбек',
    ]);
  });

  it('finds "chilanzar" (the Russian spelling in Latin letters) on the Uzbek page', async () => {
    expect(await listed('/branches', 'chilanzar')).to.deep.equal(['Chilonzor filiali']);
    expect(await listed('/en/branches', 'Chilonzor district')).to.deep.equal(['Chilonzor branch']);
  });

  it('finds a city of regional subordination by its name in any script', async () => {
    expect(await listed('/en/branches', 'Samarqand shahri')).to.deep.equal([
      'ATM — Samarkand railway station',
      'Samarkand branch',
    ]);
    expect(await listed('/en/branches', 'город Нукус')).to.deep.equal(['Nukus branch']);
  });
});
