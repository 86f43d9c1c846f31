import { pathTo } from '@cakeshop/shared/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ResponsiveImage } from '../responsive-image';
import { Breadcrumb } from './breadcrumb';

/** The list a detail page belongs to: its breadcrumb and the way back. */
export type CatalogPage = 'cakes' | 'courses';

/**
 * A cake's or a course's page: breadcrumb (list, then category), the picture (the largest paint,
 * fetched early; the BFF preloads it with the same `sizes`), the name, the item's own lines, and
 * and the section that takes an order or a booking.
 */
export function DetailLayout({
  list,
  category,
  name,
  image,
  action,
  children,
}: {
  list: CatalogPage;
  category: { id: number; name: string } | undefined;
  name: string;
  image: { imageUrl: string | null | undefined; imageSrcset?: string | null | undefined };
  action: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const trail = [{ to: pathTo(list), label: t(`site.titles.${list}`) }];
  if (category) trail.push({ to: `${pathTo(list)}?cat=${category.id}`, label: category.name });
  return (
    <article className="detail">
      <Breadcrumb trail={trail} current={name} />
      <div className="detail__layout">
        <ResponsiveImage
          className="detail__image"
          imageUrl={image.imageUrl}
          imageSrcset={image.imageSrcset}
          sizes="(min-width: 56rem) 34rem, 100vw"
          alt={name}
          width={960}
          height={720}
          priority
        />
        <div className="detail__text">
          <h1 className="detail__title">{name}</h1>
          {children}
          {action}
        </div>
      </div>
    </article>
  );
}
