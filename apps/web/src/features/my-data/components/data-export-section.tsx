import type { DataExport } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { type Banner, FormBanner } from '@portal/web-kit/form';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { downloadDataExport, useDataExports, useStartDataExport } from '../api/data-exports';
import styles from './my-data.module.css';

/** Saves a Blob under a name, as a click on a download link would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": start a copy, watch it being prepared, download it while it is offered (24 hours). */
export function DataExportSection() {
  const { t } = useTranslation(['my-data', 'common', 'errors']);
  const exports = useDataExports();
  const start = useStartDataExport();
  const [banner, setBanner] = useState<Banner>();
  const [isDownloading, setIsDownloading] = useState(false);
  const latest: DataExport | undefined = exports.data?.[0];

  const handleStart = async () => {
    setBanner(undefined);
    try {
      await start.mutateAsync();
    } catch (error) {
      setBanner({ variant: 'danger', text: errorText(t, error, t('export.failed_start')) });
    }
  };

  const handleDownload = async (item: DataExport) => {
    setBanner(undefined);
    setIsDownloading(true);
    try {
      saveFile(await downloadDataExport(item.id), `my-data-${item.created_at.slice(0, 10)}-${item.id}.json`);
    } catch (error) {
      setBanner({ variant: 'danger', text: errorText(t, error, t('export.download_failed')) });
      void exports.refetch();
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="my-data-export" aria-busy={exports.isPending}>
      <h2 id="my-data-export" className={styles.heading}>
        {t('export.title')}
      </h2>
      <p className={styles.text}>{t('export.text')}</p>
      <FormBanner banner={banner} />
      {exports.isPending ? (
        <Spinner label={t('common:loading')} isLabelShown />
      ) : exports.isError ? (
        <Alert variant="danger">{t('export.load_failed')}</Alert>
      ) : (
        <ExportState
          latest={latest}
          isStarting={start.isPending}
          isDownloading={isDownloading}
          onStart={() => void handleStart()}
          onDownload={(item) => void handleDownload(item)}
        />
      )}
    </Card>
  );
}

type ExportStateProps = {
  latest: DataExport | undefined;
  isStarting: boolean;
  isDownloading: boolean;
  onStart: () => void;
  onDownload: (item: DataExport) => void;
};

function ExportState({ latest, isStarting, isDownloading, onStart, onDownload }: ExportStateProps) {
  const { t } = useTranslation('my-data');
  const lang = currentLanguage();
  const startButton = (label: string) => (
    <div className={styles.actions}>
      <Button type="button" variant={latest ? 'secondary' : 'primary'} onClick={onStart} isBusy={isStarting}>
        {label}
      </Button>
    </div>
  );

  if (!latest) return startButton(t('export.start'));
  if (latest.status === 'pending') {
    return (
      <p className={styles.state} role="status">
        <Spinner label={t('export.preparing')} isLabelShown />
      </p>
    );
  }
  if (latest.status === 'ready') {
    const kilobytes = Math.max(1, Math.round((latest.size_bytes ?? 0) / 1024));
    return (
      <>
        <Alert variant="success">
          {t('export.ready', {
            size: t('export.size_kb', { size: formatSom(kilobytes, lang) }),
            time: formatDateTime(latest.expires_at ?? latest.created_at, lang),
          })}
        </Alert>
        <div className={styles.actions}>
          <Button type="button" onClick={() => onDownload(latest)} isBusy={isDownloading}>
            {t('export.download')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <p className={styles.text}>
        {latest.status === 'expired'
          ? t('export.expired', { time: formatDateTime(latest.expires_at ?? latest.created_at, lang) })
          : t('export.failed')}
      </p>
      {startButton(t('export.start_again'))}
    </>
  );
}
