import type {
  CallToAction,
  LegalEntity,
  LegalEntityCard,
  LegalEntitySummary,
  Promo,
} from '@/features/juristic/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { documentList, entry, icon, picture, recordId, recordOf, records, text } from './fields';

export function mapLegalEntitySummary(record: PlainRecord, lang: Lang): LegalEntitySummary | null {
  const base = entry(record, lang);
  if (!base) return null;
  return { ...base, name: text(record.name) ?? '', icon: icon(record.icon) };
}

function card(item: PlainRecord): LegalEntityCard {
  return {
    title: text(item.title) ?? '',
    text: text(item.text) ?? '',
    link: text(item.link),
    icon: icon(item.icon),
  };
}

/** The page body is the single component `data`, which itself holds a `data` list of sections. */
export function mapLegalEntity(record: PlainRecord, lang: Lang): LegalEntity | null {
  const summary = mapLegalEntitySummary(record, lang);
  if (!summary) return null;
  const body = recordOf(record.data) ?? {};
  const title = text(body.title) ?? summary.name;
  return {
    ...summary,
    image: picture(record.image, title),
    title,
    description: text(body.description),
    sections: records(body.data).map((item) => ({
      title: text(item.title) ?? '',
      text: text(item.text) ?? '',
    })),
    documents: documentList(body.documents, body.document_titles),
    cards: records(body.cards).map(card),
  };
}

export function mapPromo(record: PlainRecord): Promo | null {
  const id = recordId(record);
  if (id === null) return null;
  const title = text(record.title) ?? '';
  return {
    id,
    title,
    text: text(record.text),
    link: text(record.link),
    image: picture(record.image, title),
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
