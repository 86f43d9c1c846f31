import type { ContactBranch } from '@cakeshop/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { telLink } from '../../../lib/contact-links';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import type { WeekDay } from '../lib/branch-week';
import { BranchWeekHours } from './branch-week-hours';

/**
 * One shop: address, phone and e-mail as links, opening hours and a map link. The hours are this
 * week's from the branch's calendar, or its own text when its week is not set up.
 */
export function BranchCard({ branch, week }: { branch: ContactBranch; week: readonly WeekDay[] | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(branch, 'name', language);
  const hours = localized(branch, 'openingHours', language);
  return (
    <article className="branch">
      <h2 className="branch__name">{name}</h2>
      <dl className="branch__facts">
        <div>
          <dt>
            <MapPin aria-hidden="true" size={18} />
            {t('site.contact.address')}
          </dt>
          <dd>{localized(branch, 'address', language)}</dd>
        </div>
        {branch.phone && (
          <div>
            <dt>
              <Phone aria-hidden="true" size={18} />
              {t('site.contact.phone')}
            </dt>
            <dd>
              <a href={telLink(branch.phone)} dir="ltr">
                {branch.phone}
              </a>
            </dd>
          </div>
        )}
        {branch.email && (
          <div>
            <dt>
              <Mail aria-hidden="true" size={18} />
              {t('site.contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${branch.email}`} dir="ltr">
                {branch.email}
              </a>
            </dd>
          </div>
        )}
        {(week || hours) && (
          <div>
            <dt>
              <Clock aria-hidden="true" size={18} />
              {week ? t('site.calendar.thisWeek') : t('site.contact.hours')}
            </dt>
            <dd>{week ? <BranchWeekHours week={week} /> : hours}</dd>
          </div>
        )}
      </dl>
      {branch.mapUrl && (
        <a className="btn btn--secondary" href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
          <MapPin aria-hidden="true" size={18} />
          {t('site.contact.map')}
          <span className="visually-hidden"> ({name})</span>
        </a>
      )}
    </article>
  );
}
