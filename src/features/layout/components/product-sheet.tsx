import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import { Sheet } from '@/components/sheet';
import { ArrowRightIcon, ChevronRightIcon } from '@/components/icons/link-icons';
import { useGetCardsQuery } from '@/features/cards/api';
import { useGetCreditsQuery } from '@/features/credits/api';
import { useGetDepositsQuery } from '@/features/deposits/api';
import type { Media } from '@/lib/content-types';
import { useLang } from '@/lib/use-lang';
import { usePercent } from '@/lib/use-percent';

export type ProductKind = 'cards' | 'deposits' | 'credits';

const LIST_PATHS: Record<ProductKind, string> = {
  cards: '/cards',
  deposits: '/deposit',
  credits: '/credit',
};
const SHEET_SIZE = 3;

interface SheetProduct {
  slug: string;
  name: string;
  image: Media | null;
  rate: number | null;
}

/** The first three products of a kind (§2.7); only the query of this kind runs. */
function useSheetProducts(kind: ProductKind): SheetProduct[] {
  const lang = useLang();
  const cards = useGetCardsQuery(lang, { skip: kind !== 'cards' }).data;
  const deposits = useGetDepositsQuery(lang, { skip: kind !== 'deposits' }).data;
  const credits = useGetCreditsQuery(lang, { skip: kind !== 'credits' }).data;
  return useMemo(() => {
    const products =
      kind === 'cards'
        ? (cards ?? []).map((card) => ({ ...card, headlineRate: null }))
        : kind === 'deposits'
          ? deposits
          : credits;
    return (products ?? [])
      .slice(0, SHEET_SIZE)
      .map(({ slug, name, image, headlineRate }) => ({ slug, name, image, rate: headlineRate }));
  }, [kind, cards, deposits, credits]);
}

/**
 * Whether the sheet has been open: its pictures wait for that. A closed sheet sits just below the
 * viewport, where `loading="lazy"` still fetches, and a CMS's product photos are most of what the
 * closed sheets would download on every page; the product list itself is a small JSON.
 */
function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened;
}

/** A bottom-bar sheet listing the first products of one kind, each linking to its real page. */
export function ProductSheet({ kind, isOpen }: { kind: ProductKind; isOpen: boolean }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const products = useSheetProducts(kind);
  const opened = useOpenedOnce(isOpen);
  const listPath = LIST_PATHS[kind];
  return (
    <Sheet id={`sheet-${kind}`} title={t(`bottomBar.${kind}`)} isOpen={isOpen}>
      <ul className="sheet-products">
        {products.map((product) => (
          <li key={product.slug}>
            <LocalLink className="sheet-products__link" to={`${listPath}/${product.slug}`}>
              {product.image &&
                (opened ? (
                  <img
                    className="sheet-products__image"
                    src={product.image.url}
                    alt=""
                    width={96}
                    height={60}
                  />
                ) : (
                  <span className="sheet-products__image" />
                ))}
              <span className="sheet-products__text">
                <span className="sheet-products__name">{product.name}</span>
                {product.rate !== null && (
                  <span className="sheet-products__rate">
                    {t('sheet.rate', { rate: percent(product.rate) })}
                  </span>
                )}
              </span>
              <ChevronRightIcon className="sheet-products__chevron" size={20} />
            </LocalLink>
          </li>
        ))}
      </ul>
      <LocalLink className="button button--secondary sheet__all" to={listPath}>
        {t(`sheet.all.${kind}`)}
        <ArrowRightIcon size={18} />
      </LocalLink>
    </Sheet>
  );
}
