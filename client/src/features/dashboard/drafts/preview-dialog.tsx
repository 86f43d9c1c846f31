import type { PreviewLink } from '@cakeshop/shared';
import { Copy, ExternalLink, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../../api/settings';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format';
import { LANG_PARAM, LANGUAGES } from '../../../lib/language';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';

/**
 * A signed link to the draft on its public page, to open here in either language or to send to
 * someone (the owner opens it on a phone): it works without signing in, until it expires.
 */
export default function PreviewDialog({ link, onClose }: { link: PreviewLink; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const url = new URL(link.path, window.location.origin);
  const inLanguage = (lang: string) => {
    const each = new URL(url);
    each.searchParams.set(LANG_PARAM, lang);
    return each.href;
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url.href);
      showToast({ message: t('dashboard.drafts.linkCopied'), tone: 'success' });
    } catch {
      showToast({ message: t('dashboard.drafts.linkNotCopied'), tone: 'error' });
    }
  };
  return (
    <ModalDialog open title={t('dashboard.drafts.previewTitle')} onClose={onClose} size="small">
      <p className="form-note">
        {t('dashboard.drafts.previewText', { time: formatDateTime(link.expiresAt, language, timeZone) })}
      </p>
      <TextField
        label={t('dashboard.drafts.previewLink')}
        readOnly
        value={url.href}
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="preview-links">
        {LANGUAGES.map((lang) => (
          <a
            key={lang}
            className="btn btn--secondary"
            href={inLanguage(lang)}
            target="_blank"
            rel="noreferrer"
            lang={lang}
          >
            <ExternalLink aria-hidden="true" size={16} />
            {t(`dashboard.drafts.open.${lang}`)}
          </a>
        ))}
      </div>
      <div className="form-actions">
        {typeof navigator.share === 'function' && (
          <Button
            variant="secondary"
            onClick={() => void navigator.share({ url: url.href }).catch(() => undefined)}
          >
            <Share2 aria-hidden="true" size={16} />
            {t('dashboard.drafts.share')}
          </Button>
        )}
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" size={16} />
          {t('dashboard.drafts.copyLink')}
        </Button>
      </div>
    </ModalDialog>
  );
}
