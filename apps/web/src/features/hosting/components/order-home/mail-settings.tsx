import type { MailSettings } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import hosting from '../hosting.module.css';
import { CopyValue } from './copy-value';
import styles from './mail-db.module.css';

/** The settings as plain lines: what the QR code holds, so a phone's camera shows them to type or paste. */
export function mailSettingsText(settings: MailSettings, labels: { imap: string; smtp: string }): string {
  const line = (name: string, server: MailSettings['imap']) =>
    `${name}: ${server.host}:${server.port} ${server.security.toUpperCase()}`;
  return [line(labels.imap, settings.imap), line(labels.smtp, settings.smtp)].join('\n');
}

function SettingsQr({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // An <img> with a data: URL, which the CSP's img-src allows; drawn in an effect, never while rendering. The
    // encoder loads with the mail tab's first QR code, not with the order's home.
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { margin: 2, width: 192, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (isCurrent) setImage(data);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return (
    <figure className={styles.qr}>
      {image ? (
        <img src={image} alt={label} width={192} height={192} data-testid="mail-settings-qr" />
      ) : (
        <span className={styles.qrSpace} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** What a phone's mail app asks for: incoming (IMAP) and outgoing (SMTP) server, port and security. */
export function MailSettingsCard({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation('mail-db');
  const security = (value: MailSettings['imap']['security']) => t(`mail.security.${value}`);
  const text = mailSettingsText(settings, { imap: 'IMAP', smtp: 'SMTP' });
  return (
    <Card as="section" className={hosting.card} aria-labelledby="mail-settings-title">
      <h3 id="mail-settings-title" className={hosting.cardTitle}>
        {t('mail.settings_title')}
      </h3>
      <p className={hosting.muted}>{t('mail.settings_hint')}</p>
      <div className={styles.settings}>
        <dl className={hosting.facts}>
          <CopyValue label={t('mail.imap_host')} value={settings.imap.host} />
          <CopyValue label={t('mail.imap_port')} value={String(settings.imap.port)} />
          <div className={hosting.fact}>
            <dt>{t('mail.imap_security')}</dt>
            <dd>{security(settings.imap.security)}</dd>
          </div>
          <CopyValue label={t('mail.smtp_host')} value={settings.smtp.host} />
          <CopyValue label={t('mail.smtp_port')} value={String(settings.smtp.port)} />
          <div className={hosting.fact}>
            <dt>{t('mail.smtp_security')}</dt>
            <dd>{security(settings.smtp.security)}</dd>
          </div>
          <CopyValue label={t('mail.all_settings')} value={text} shown={t('mail.all_settings_shown')} />
        </dl>
        <SettingsQr text={text} label={t('mail.qr_label')} />
      </div>
      {settings.webmail_url && (
        <p>
          <a href={settings.webmail_url} target="_blank" rel="noopener noreferrer">
            {t('mail.webmail')}
          </a>
        </p>
      )}
    </Card>
  );
}
