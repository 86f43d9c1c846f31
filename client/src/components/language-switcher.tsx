import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LANGUAGES } from '../lib/language';
import { useChangeLanguage } from '../lib/use-change-language';
import { useLanguage } from '../lib/use-language';

/**
 * Two buttons, one per language, for headers (the admin topbar has its own dropdown). Each
 * language's name is written in that language, with its `lang`, so it reads right to everyone.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = useLanguage();
  const change = useChangeLanguage();
  return (
    <div
      className={['language-switcher', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('common.language')}
    >
      <Languages aria-hidden="true" size={18} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={language === active}
          onClick={() => void change(language)}
        >
          {t(`common.languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
