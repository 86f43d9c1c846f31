import type { NoticeRequest } from '@cakeshop/shared/render';
import { pathTo } from '@cakeshop/shared/routes';
import { CakeSlice } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Kind = NoticeRequest['kind'];

export const NOTICE_STATUS: Record<Kind, number> = { unavailable: 503, expired: 403 };

/**
 * The site's frame with one message, made without any data: the API failed or was too slow for
 * a page (try again in a moment), or a posted form was refused by the anti-forgery check (go
 * back and send it again). Never a blank page or a 500.
 */
export function NoticePage({ url, siteUrl, kind }: { url: string; siteUrl: string; kind: Kind }) {
  const { t } = useTranslation();
  return (
    <div className="site">
      <title>{t(`site.notice.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <header className="site-header">
        <div className="site-header__bar">
          <a className="site-header__brand" href={`${siteUrl}${pathTo('home')}`}>
            <CakeSlice aria-hidden="true" size={26} />
            <span>{t('common.brand')}</span>
          </a>
        </div>
      </header>
      <main className="site-main" id="main">
        <div className="error-state" role="alert">
          <h1 className="error-state__title">{t(`site.notice.${kind}.title`)}</h1>
          <p className="error-state__message">{t(`site.notice.${kind}.text`)}</p>
          <a className="btn btn--primary" href={url}>
            {t(`site.notice.${kind}.action`)}
          </a>
        </div>
      </main>
    </div>
  );
}
