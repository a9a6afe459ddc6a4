import type { RawContent } from './content-store';
import media from './content/media.json' with { type: 'json' };
import contributions from './content/contributions.json' with { type: 'json' };
import credits from './content/credits.json' with { type: 'json' };
import cards from './content/cards.json' with { type: 'json' };
import news from './content/news.json' with { type: 'json' };
import newsCategories from './content/news-categories.json' with { type: 'json' };
import socialLink from './content/social-link.json' with { type: 'json' };
import legalEntities from './content/legal-entities.json' with { type: 'json' };
import legalEntitySliders from './content/legal-entity-sliders.json' with { type: 'json' };
import legalEntityProducts from './content/legal-entity-recommended-products.json' with { type: 'json' };
import legalEntityCallToAction from './content/legal-entity-call-to-action.json' with { type: 'json' };
import transfers from './content/transfers.json' with { type: 'json' };
import currencyRates from './content/currency-rates.json' with { type: 'json' };
import branches from './content/branches.json' with { type: 'json' };
import vacancies from './content/vacancies.json' with { type: 'json' };
import correspondentAccounts from './content/correspondent-accounts.json' with { type: 'json' };
import investmentFunds from './content/investment-funds.json' with { type: 'json' };
import pages from './content/pages.json' with { type: 'json' };

/** Static JSON imports, so that esbuild inlines the content into the server bundle. */
export const BUNDLED_CONTENT: RawContent = {
  media,
  entries: {
    contributions,
    credits,
    cards,
    news,
    'news-categories': newsCategories,
    'social-link': socialLink,
    'legal-entities': legalEntities,
    'legal-entity-sliders': legalEntitySliders,
    'legal-entity-recommended-products': legalEntityProducts,
    'legal-entity-call-to-action': legalEntityCallToAction,
    transfers,
    'currency-rates': currencyRates,
    branches,
    vacancies,
    'correspondent-accounts': correspondentAccounts,
    'investment-funds': investmentFunds,
    pages,
  },
};
