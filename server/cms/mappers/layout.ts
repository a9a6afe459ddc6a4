import type { SocialLink } from '@/features/layout/types';
import type { PlainRecord } from '../normalize';
import { text } from './fields';

export function mapSocialLink(record: PlainRecord): SocialLink {
  return {
    facebook: text(record.facebook),
    telegram: text(record.telegram),
    instagram: text(record.instagram),
    callCentre: text(record.fax),
    secondPhone: text(record.sb_number),
    phone: text(record.phone_number),
    address: text(record.address),
  };
}
