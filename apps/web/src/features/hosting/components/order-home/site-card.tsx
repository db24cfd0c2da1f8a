import type { Site } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import hosting from '../hosting.module.css';
import { SiteDeleteDialog } from './site-delete-dialog';
import { SiteEditDialog } from './site-edit-dialog';
import { SslStateText } from './ssl-state';

type SiteCardProps = { orderId: number; site: Site; phpVersions: string[]; canChange: boolean };

export function SiteCard({ orderId, site, phpVersions, canChange }: SiteCardProps) {
  const { t } = useTranslation('sites');
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const titleId = `site-${site.name}`;
  const rows: [string, ReactNode][] = [
    [t('sites.fields.aliases'), site.aliases.length > 0 ? site.aliases.join(', ') : t('sites.no_aliases')],
    [t('sites.fields.document_root'), <code key="root">{site.document_root}</code>],
    [t('sites.fields.php_version'), site.php_version ?? t('sites.php_off')],
    [t('sites.fields.https'), site.https ? t('sites.on') : t('sites.off')],
    [t('sites.fields.redirect_short'), site.https_redirect ? t('sites.on') : t('sites.off')],
    [t('sites.fields.certificate'), <SslStateText key="ssl" ssl={site.ssl} />],
  ];
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="site">
      <h3 id={titleId} className={hosting.cardTitle}>
        {site.display_name}
        {!site.active && <span className={hosting.badge}>{t('sites.inactive')}</span>}
      </h3>
      <dl className={hosting.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={hosting.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canChange && (
        <div className={hosting.actions}>
          <Button
            variant="secondary"
            onClick={() => setDialog('edit')}
            aria-label={t('sites.edit_named', { name: site.display_name })}
          >
            {t('sites.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setDialog('delete')}
            aria-label={t('sites.delete_named', { name: site.display_name })}
          >
            {t('sites.delete')}
          </Button>
        </div>
      )}
      {dialog === 'edit' && (
        <SiteEditDialog
          orderId={orderId}
          site={site}
          phpVersions={phpVersions}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'delete' && (
        <SiteDeleteDialog orderId={orderId} site={site} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}
