import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PageHead } from './page-head';

/** An unknown page, cake or course: said plainly, inside the site, with the way back. */
export function NotFoundState({
  title,
  text,
  back,
  backLabel,
}: {
  title: string;
  text: string;
  back: string;
  backLabel: string;
}) {
  return (
    <section className="not-found-state">
      <PageHead title={title} description={text} />
      <SearchX aria-hidden="true" size={48} />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="btn btn--primary" to={back}>
        {backLabel}
      </Link>
    </section>
  );
}
