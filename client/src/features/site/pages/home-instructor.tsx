import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { instructorQuery } from '../../../api/instructor';
import { ResponsiveImage } from '../../../components/responsive-image';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';

/** A short introduction of the instructor; the full biography is one tap away. */
export function InstructorTeaser() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(instructorQuery());
  if (!data) return null;
  const name = localized(data, 'name', language);
  const bio = localized(data, 'bio', language);
  return (
    <section className="teaser" aria-labelledby="instructor-teaser">
      <ResponsiveImage
        className="teaser__image"
        imageUrl={data.imageUrl}
        imageSrcset={data.imageSrcset}
        sizes="(min-width: 56rem) 24rem, 92vw"
        alt={name}
        width={960}
        height={720}
      />
      <div className="teaser__text">
        <p className="eyebrow">{t('site.home.meetInstructor')}</p>
        <h2 id="instructor-teaser">{name}</h2>
        {localized(data, 'jobTitle', language) && (
          <p className="teaser__role">{localized(data, 'jobTitle', language)}</p>
        )}
        <p>{bio.length > 220 ? `${bio.slice(0, 220).trimEnd()}…` : bio}</p>
        <Link className="btn btn--secondary" to={pathTo('instructor')}>
          {t('site.home.instructorMore')}
        </Link>
      </div>
    </section>
  );
}
