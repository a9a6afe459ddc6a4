import type { ReactNode } from 'react';
import type { Advantage, DocumentFile, Faq, Media } from '@/lib/content-types';
import { AdvantagesList } from './advantages-list';
import { DocumentsList } from './documents-list';
import { FaqList } from './faq-list';
import { RichText } from './rich-text';
import { FactList, type Fact } from './fact-list';

interface ProductDetailProps {
  title: string;
  image: Media | null;
  facts: Fact[];
  /** A sentence about the product, under its name (a fact's value is a short figure). */
  summary?: string | null;
  advantages: Advantage[];
  /** The product's contract, if any. */
  documents: DocumentFile[];
  text: string | null;
  faq: Faq[];
  /** A call to action under the facts, e.g. the call-back request. */
  action?: ReactNode;
  /** Product-specific blocks: rate table, calculator. */
  children?: ReactNode;
}

export function ProductDetail({
  title,
  image,
  facts,
  summary,
  advantages,
  documents,
  text,
  faq,
  action,
  children,
}: ProductDetailProps) {
  return (
    <article className="product-detail">
      <header className="product-detail__hero">
        <div>
          <h1>{title}</h1>
          {summary && <p className="product-detail__lead">{summary}</p>}
          <FactList facts={facts} className="product-detail__facts" />
          {action}
        </div>
        {image && (
          <img
            src={image.url}
            alt={image.alt || title}
            fetchPriority="high"
            width={image.width ?? undefined}
            height={image.height ?? undefined}
          />
        )}
      </header>
      <AdvantagesList items={advantages} />
      {children}
      <RichText html={text} />
      <DocumentsList documents={documents} untitled="contract" />
      <FaqList items={faq} />
    </article>
  );
}
