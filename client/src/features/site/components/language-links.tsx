import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { LANG_PARAM, LANGUAGES } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';

/**
 * The language switch as links that keep the page (`?lang=`; the server remembers the choice in
 * a cookie), so it works before and without any script. Each language's name is written in that
 * language, with its `lang`. Left out of prefetching: following one changes the visitor's language.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = useLanguage();
  const { pathname, search } = useLocation();
  const hrefFor = (language: string) => {
    const params = new URLSearchParams(search);
    params.set(LANG_PARAM, language);
    // `//x/cakes` is a path on this site (a 404), never another host: one slash each.
    return `${pathname.replace(/\/{2,}/g, '/')}?${params.toString()}`;
  };
  return (
    <div
      className={['language-switcher', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('common.language')}
    >
      <Languages aria-hidden="true" size={18} />
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={hrefFor(language)}
          hrefLang={language}
          lang={language}
          className="language-switcher__option"
          aria-current={language === active ? 'true' : undefined}
          data-no-prefetch=""
        >
          {t(`common.languages.${language}`)}
        </a>
      ))}
    </div>
  );
}
