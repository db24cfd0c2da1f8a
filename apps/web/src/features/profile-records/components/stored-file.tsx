import { RECORD_FILE_EXTENSIONS, type RecordFile } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { getRecordFile } from '../api/get-record-file';
import { formatFileSize } from './format-size';
import { readAsDataUrl } from './read-file';
import styles from './record-form.module.css';

type Opened = { downloadUrl: string; previewUrl: string | null };

/**
 * An uploaded file of a saved record. Only its owner may read it, so the bytes come through fetch with the
 * token: images are shown from a data: URL (the CSP allows those for images), every file can be saved
 * through an object URL.
 */
export function StoredFile({ recordId, file, label }: { recordId: number; file: RecordFile; label: string }) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(
    () => () => {
      if (opened) URL.revokeObjectURL(opened.downloadUrl);
    },
    [opened],
  );

  const handleView = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      const blob = await getRecordFile(recordId, file.kind);
      const previewUrl = file.content_type.startsWith('image/') ? await readAsDataUrl(blob) : null;
      setOpened({ downloadUrl: URL.createObjectURL(blob), previewUrl });
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };

  const extension = RECORD_FILE_EXTENSIONS[file.content_type];
  return (
    <div className={styles.stored}>
      <p className={styles.muted}>
        {t('files.stored', {
          type: extension.toUpperCase(),
          size: formatFileSize(file.size, currentLanguage()),
        })}
      </p>
      {opened ? (
        <>
          {opened.previewUrl && <img className={styles.preview} src={opened.previewUrl} alt={label} />}
          <a className={styles.link} href={opened.downloadUrl} download={`${file.kind}.${extension}`}>
            {t('files.download')}
          </a>
        </>
      ) : (
        <Button variant="secondary" isBusy={isLoading} onClick={() => void handleView()}>
          {t('files.view')}
        </Button>
      )}
      {hasFailed && <Alert variant="danger">{t('files.load_failed')}</Alert>}
    </div>
  );
}
