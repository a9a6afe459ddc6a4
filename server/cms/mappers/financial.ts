import type { CorrespondentAccount, InvestmentFund } from '@/features/financial/types';
import type { PlainRecord } from '../normalize';
import { recordId, text } from './fields';

/** An account of an unknown type is dropped: the page groups accounts by loro and nostro. */
export function mapCorrespondentAccount(record: PlainRecord): CorrespondentAccount | null {
  const id = recordId(record);
  const kind = text(record.account_type)?.trim().toLowerCase();
  if (id === null || (kind !== 'loro' && kind !== 'nostro')) return null;
  return {
    id,
    bank: text(record.bank) ?? '',
    currency: text(record.currency) ?? '',
    kind,
    location: text(record.location) ?? '',
    swift: text(record.swift),
    website: text(record.website),
  };
}

export function mapInvestmentFund(record: PlainRecord): InvestmentFund | null {
  const id = recordId(record);
  if (id === null) return null;
  return {
    id,
    name: text(record.name) ?? '',
    description: text(record.description),
    link: text(record.link),
  };
}
