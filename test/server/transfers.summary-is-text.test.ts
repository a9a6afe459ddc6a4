import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { decode, getPage } from '../support/html';

/** Every `<dd>` value of the page, as shown. */
function factValues(html: string): string[] {
  return [...html.matchAll(/<dd>([\s\S]*?)<\/dd>/g)].map((match) =>
    decode(match[1]!.replace(/<[^>]+>/g, '')),
  );
}

function paragraph(html: string, className: string): string | null {
  const found = new RegExp(`<p class="${className}">([\\s\\S]*?)</p>`).exec(html);
  return found ? decode(found[1]!) : null;
}

describe('a transfer’s summary reads as a sentence, not as a fact’s value', () => {
  const suite = appForSuite();

  it('puts the summary under a card’s facts, which hold only the fee', async () => {
    const page = await getPage(suite.app, '/en/transfers');
    expect(page.status).to.equal(200);
    expect(paragraph(page.html, 'product-card__summary')).to.equal(
      'Send and receive money through international transfer systems without opening an account',
    );
    expect(factValues(page.html)).to.deep.equal(['Free', '0.5%', '0.2%']);
    expect(page.text).to.not.include('Overview');
  });

  it('leads a transfer’s page with its summary, in each language', async () => {
    const ru = await getPage(suite.app, '/ru/transfers/card-to-card');
    expect(ru.status).to.equal(200);
    expect(paragraph(ru.html, 'product-detail__lead')).to.equal(
      'Мгновенные переводы между картами Uzcard и Humo в приложении',
    );
    // Russian writes a no-break space before the percent sign.
    expect(factValues(ru.html)).to.deep.equal(['0,5\u00a0%']);
    expect(ru.text).to.not.include('Описание');
    const uz = await getPage(suite.app, '/transfers/card-to-card');
    expect(paragraph(uz.html, 'product-detail__lead')).to.equal(
      'Uzcard va Humo kartalari oʻrtasida ilovada bir zumda oʻtkazmalar',
    );
    expect(uz.text).to.not.include('Tavsif');
  });
});
