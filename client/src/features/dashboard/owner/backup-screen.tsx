import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { downloadBackup, restoreBackup } from '../../../api/backup';
import { Button } from '../../../components/button';
import { errorText } from '../../../lib/error-text';
import { formatMegabytes } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { ScreenHeader } from '../../../components/dashboard/screen-header';

/**
 * /dashboard/backup (owners): download the whole site as one file, or restore one. A restore is
 * confirmed first and checked whole on the server; a refusal says why and changes nothing.
 */
export function BackupScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const download = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: downloadBackup,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      showToast({
        message: t('dashboard.backup.downloaded', {
          name: fileName,
          size: formatMegabytes(blob.size, language),
        }),
        tone: 'success',
      });
    },
  });
  const restore = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (chosen: File) => restoreBackup(chosen, setProgress),
    onSuccess: async () => {
      setFile(null);
      showToast({ message: t('dashboard.backup.restored'), tone: 'success' });
      // Everything cached describes the site before; a session the backup lacks ends here (401).
      await queryClient.invalidateQueries();
    },
    onSettled: () => {
      setConfirming(false);
      setProgress(null);
    },
  });
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <section className="screen">
      <ScreenHeader title={t('dashboard.titles.backup')}>
        <p className="screen-intro">{t('dashboard.backup.intro')}</p>
      </ScreenHeader>
      <div className="panel backup-panel">
        <h2 className="backup-panel__title">{t('dashboard.backup.downloadTitle')}</h2>
        <p>{t('dashboard.backup.downloadText')}</p>
        <div className="form-actions form-actions--start">
          <Button busy={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden="true" size={18} />
            {download.isPending ? t('dashboard.backup.downloading') : t('dashboard.backup.download')}
          </Button>
        </div>
        {download.isError && (
          <p className="form-status" role="alert">
            {errorText(i18n, download.error)}
          </p>
        )}
      </div>
      <form
        className="panel backup-panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) setConfirming(true);
        }}
      >
        <h2 className="backup-panel__title">{t('dashboard.backup.restoreTitle')}</h2>
        <p>{t('dashboard.backup.restoreText')}</p>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {t('dashboard.backup.file')}
          </label>
          <div className="backup-panel__file">
            {/* The browser's own file control speaks the browser's language; this button, the page's. */}
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              className="image-field__input"
              accept=".gz,.tgz,application/gzip"
              onChange={(event) => {
                restore.reset();
                setFile(event.target.files?.[0] ?? null);
              }}
            />
            <button type="button" className="btn btn--secondary" onClick={() => fileInput.current?.click()}>
              <FileArchive aria-hidden="true" size={18} />
              {t('dashboard.backup.choose')}
            </button>
            <span className={file ? undefined : 'muted'} dir={file ? 'auto' : undefined}>
              {file ? file.name : t('dashboard.backup.noFile')}
            </span>
          </div>
        </div>
        {percent !== null && (
          <p className="backup-panel__progress" aria-live="polite">
            <progress max={100} value={percent} />
            {percent < 100 ? t('common.upload.progress', { percent }) : t('dashboard.backup.checking')}
          </p>
        )}
        {restore.isError && (
          <p className="form-status" role="alert">
            {errorText(i18n, restore.error)}
          </p>
        )}
        <div className="form-actions form-actions--start">
          <Button type="submit" variant="danger" disabled={!file} busy={restore.isPending}>
            <Upload aria-hidden="true" size={18} />
            {t('dashboard.backup.restore')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('dashboard.backup.confirmTitle')}
        confirmLabel={t('dashboard.backup.confirm')}
        busy={restore.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (file) restore.mutate(file);
        }}
      >
        <p>{t('dashboard.backup.confirmText', { name: file?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
