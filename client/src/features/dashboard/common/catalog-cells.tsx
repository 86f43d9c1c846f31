import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ResponsiveImage } from '../../../components/responsive-image';

/** The small picture of a list row; its alternative text is the item's name. */
export function Thumbnail({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  return (
    <ResponsiveImage imageUrl={imageUrl} alt={name} width={64} height={64} sizes="64px" className="thumb" />
  );
}

/** "Featured" as a badge, or a quiet "No". */
export function FeaturedCell({ featured }: { featured: boolean }) {
  const { t } = useTranslation();
  return featured ? (
    <span className="badge">
      <Star aria-hidden="true" size={14} />
      {t('dashboard.fields.featuredYes')}
    </span>
  ) : (
    <span className="muted">{t('dashboard.fields.featuredNo')}</span>
  );
}
