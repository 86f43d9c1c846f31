import type { Cake } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { Link } from 'react-router-dom';

import { ResponsiveImage } from '../../../components/responsive-image';
import { formatPrice } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { CARD_SIZES } from './card-sizes';

/** A cake in a grid: picture, name, price; the whole card is one link. */
export function CakeCard({
  cake,
  currency,
  categoryName,
}: {
  cake: Cake;
  currency: string;
  categoryName?: string;
}) {
  const language = useLanguage();
  const name = localized(cake, 'name', language);
  return (
    <article className="card">
      <ResponsiveImage
        className="card__image"
        imageUrl={cake.imageUrl}
        imageSrcset={cake.imageSrcset}
        sizes={CARD_SIZES}
        alt={name}
        width={960}
        height={720}
      />
      <div className="card__body">
        {categoryName && <p className="card__eyebrow">{categoryName}</p>}
        <h3 className="card__title">
          <Link className="card__link" to={pathTo('cake', { id: cake.id })}>
            {name}
          </Link>
        </h3>
        <p className="card__price">{formatPrice(cake.price, currency, language)}</p>
      </div>
    </article>
  );
}
