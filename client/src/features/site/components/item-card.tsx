import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Category } from '../../../lib/site/category-name';
import { ResponsiveImage } from '../../../components/responsive-image';
import { CARD_SIZES } from './card-sizes';

/**
 * The card's heading level follows the page's outline: 2 where the cards sit right under the
 * page's h1 (the cakes and courses lists), 3 inside a titled section (home).
 */
export type CardHeadingLevel = 2 | 3;

/** What a grid tells its cake or course cards: the categories (for the eyebrow) and the heading level. */
export interface CatalogCardProps {
  categories: readonly Category[] | undefined;
  level: CardHeadingLevel;
  /** In the first row of a list page: the picture is the page's largest paint, so no lazy load. */
  priority?: boolean | undefined;
}

/** A cake or course in a grid: picture, eyebrow, title and the lines below; the title is the link. */
export function ItemCard({
  to,
  title,
  image,
  eyebrow,
  level,
  priority = false,
  className,
  children,
}: {
  to: string;
  title: string;
  image: { imageUrl: string | null | undefined; imageSrcset?: string | null | undefined };
  eyebrow?: string | undefined;
  level: CardHeadingLevel;
  priority?: boolean | undefined;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={className ? `card ${className}` : 'card'}>
      <ResponsiveImage
        className="card__image"
        imageUrl={image.imageUrl}
        imageSrcset={image.imageSrcset}
        sizes={CARD_SIZES}
        alt={title}
        width={960}
        height={720}
        priority={priority}
      />
      <div className="card__body">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        <Heading className="card__title">
          <Link className="card__link" to={to}>
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
