import { shopCountry } from '@cakeshop/shared/shop-country';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { branchesQuery } from '../../api/contact';
import { useShopSettings } from '../../api/use-shop-settings';
import { telLink, whatsappLink } from '../../lib/contact-links';
import { localized } from '../../lib/localized';
import { useLanguage } from '../../lib/use-language';

/**
 * WhatsApp (with the message typed in, in the visitor's language) and a call to the shop: the
 * request's own branch when there is one, else the first with a phone. How most visitors in the
 * region order, and the way left when online ordering is not available. Each shows only when the
 * site has the number.
 */
export function ContactButtons({
  text,
  whatsappLabel,
  call = true,
  branchId,
}: {
  text: string;
  whatsappLabel?: string;
  /** false where each shop's phone is listed already (the contact page). */
  call?: boolean;
  /** The branch the request is for (an order's pick-up, a class's place). */
  branchId?: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useShopSettings();
  const { data: branches } = useQuery(branchesQuery());
  const own = branches?.find((candidate) => candidate.id === branchId && candidate.phone);
  const branch = call ? (own ?? branches?.find((candidate) => candidate.phone)) : undefined;
  if (!settings.whatsappNumber && !branch) return null;
  return (
    <div className="contact-buttons">
      {settings.whatsappNumber && (
        <a
          className="btn btn--whatsapp"
          href={whatsappLink(settings.whatsappNumber, text, shopCountry(settings))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" size={18} />
          {whatsappLabel ?? t('site.contactButtons.whatsapp')}
        </a>
      )}
      {branch?.phone && (
        <a className="btn btn--secondary" href={telLink(branch.phone)}>
          <Phone aria-hidden="true" size={18} />
          {t('site.contactButtons.call', { name: localized(branch, 'name', language) })}
        </a>
      )}
    </div>
  );
}
