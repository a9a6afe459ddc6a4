import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the appeals page says what to send once, then when the bank answers', () => {
  const suite = appForSuite();

  for (const [path, lead, answer] of [
    [
      '/appeals',
      'Savol, taklif yoki shikoyatingizni yuboring.',
      '5 ish kuni ichida javob beramiz.',
    ],
    [
      '/en/appeals',
      'Send us a request, a complaint or a suggestion.',
      'We answer within 5 working days.',
    ],
    [
      '/ru/appeals',
      'Отправьте нам вопрос, предложение или жалобу.',
      'Мы ответим в течение 5 рабочих дней.',
    ],
  ] as const) {
    it(`${path}: the lead once, the reply time once`, async () => {
      const page = await getPage(suite.app, path);
      expect(page.status).to.equal(200);
      expect(count(page.text, lead), lead).to.equal(1);
      expect(count(page.text, answer), answer).to.equal(1);
    });
  }

  it('/en/appeals no longer repeats the lead in other words', async () => {
    const { text } = await getPage(suite.app, '/en/appeals');
    expect(text).not.to.include('Send the bank a request');
  });
});
