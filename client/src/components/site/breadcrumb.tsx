import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Where a detail page sits: links up to its list, the page itself last. */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('site.breadcrumb')}>
      <ol>
        {trail.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
