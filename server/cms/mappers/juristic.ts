import type {
  CallToAction,
  LegalEntity,
  LegalEntityCard,
  LegalEntitySummary,
  Promo,
} from '@/features/juristic/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, media, mediaList, recordId, recordOf, records, text } from './fields';

export function mapLegalEntitySummary(record: PlainRecord, lang: Lang): LegalEntitySummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  return { ...base, name: text(record.name) ?? '', icon: media(record.icon) };
}

function card(item: PlainRecord): LegalEntityCard {
  return {
    title: text(item.title) ?? '',
    text: text(item.text) ?? '',
    link: text(item.link),
    icon: media(item.icon),
  };
}

/** The page body is the single component `data`, which itself holds a `data` list of sections. */
export function mapLegalEntity(record: PlainRecord, lang: Lang): LegalEntity | null {
  const summary = mapLegalEntitySummary(record, lang);
  if (!summary) return null;
  const body = recordOf(record.data) ?? {};
  return {
    ...summary,
    image: media(record.image),
    title: text(body.title) ?? summary.name,
    description: text(body.description),
    sections: records(body.data).map((item) => ({
      title: text(item.title) ?? '',
      text: text(item.text) ?? '',
    })),
    documents: mediaList(body.documents),
    cards: records(body.cards).map(card),
  };
}

export function mapPromo(record: PlainRecord): Promo | null {
  const id = recordId(record);
  if (id === null) return null;
  return {
    id,
    title: text(record.title) ?? '',
    text: text(record.text),
    link: text(record.link),
    image: media(record.image),
  };
}

export function mapCallToAction(record: PlainRecord): CallToAction {
  return {
    title: text(record.title) ?? '',
    text: text(record.text),
    buttonText: text(record.button_text) ?? '',
    link: text(record.link),
  };
}
