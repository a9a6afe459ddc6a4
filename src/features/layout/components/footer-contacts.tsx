import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { IconProps } from '@/components/icons/create-icon';
import { FacebookIcon, InstagramIcon, TelegramIcon } from '@/components/icons/social-icons';
import { LocationIcon } from '@/components/icons/ui-icons';
import { PhoneIcon } from '@/components/icons/link-icons';
import type { SocialLink } from '../types';

const SOCIAL_ICONS: Record<'facebook' | 'telegram' | 'instagram', ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  instagram: InstagramIcon,
};

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** §2.8: an icon per network, only for the networks the social-link record sets. */
export function SocialLinks({ social }: { social: SocialLink }) {
  const { t } = useTranslation();
  const networks = (['facebook', 'telegram', 'instagram'] as const).filter((name) => social[name]);
  if (networks.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {networks.map((name) => {
        const Icon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a
              className="social-links__link"
              href={social[name] ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.${name}`)}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The contact column: call centre, second phone, phone number and address from the social-link record. */
export function FooterContacts({ social }: { social: SocialLink }) {
  const { t } = useTranslation();
  return (
    <address className="site-footer__column site-footer__contacts">
      <h2 className="site-footer__heading">{t('footer.contact')}</h2>
      {social.callCentre && (
        <p className="site-footer__hotline">
          <a href={tel(social.callCentre)}>{social.callCentre}</a>
          <span>{t('footer.callCentre')}</span>
        </p>
      )}
      <ul className="site-footer__links">
        {[social.secondPhone, social.phone]
          .filter((phone): phone is string => Boolean(phone))
          .map((phone) => (
            <li key={phone}>
              <a href={tel(phone)}>
                <PhoneIcon size={18} />
                {phone}
              </a>
            </li>
          ))}
        {social.address && (
          <li className="site-footer__address">
            <LocationIcon size={18} />
            {social.address}
          </li>
        )}
      </ul>
    </address>
  );
}
