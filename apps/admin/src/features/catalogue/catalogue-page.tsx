import { type AdminServer, type AdminTariff, can, type StaffMe, type TariffRequest } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import { AddSection } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { useCatalogue } from './api/get-catalogue';
import { serverBodyOf, useSaveServer } from './api/save-server';
import { useSaveTariff } from './api/save-tariff';
import { testServer } from './api/test-server';
import styles from './catalogue.module.css';
import { ServerForm } from './server-form';
import { TariffForm } from './tariff-form';

const tariffBodyOf = (tariff: AdminTariff): TariffRequest => ({
  server_id: tariff.server_id,
  name: tariff.name,
  name_i18n: tariff.name_i18n,
  preset: tariff.preset,
  limits: tariff.limits,
  prices: tariff.prices,
  enabled: tariff.enabled,
});

function TariffRow({ tariff, manage }: { tariff: AdminTariff; manage: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useSaveTariff();
  const [editing, setEditing] = useState(false);
  const prices = (['day', 'month', 'year'] as const)
    .filter((period) => tariff.prices[period] !== undefined)
    .map((period) => `${t(`catalogue:per_${period}`)}: ${formatSom(tariff.prices[period] ?? 0, lang)}`)
    .join(' · ');
  return (
    <li className={styles.tariff}>
      <p>
        <strong>{tariff.name}</strong> ({tariff.preset}) · {prices} ·{' '}
        {t('catalogue:orders', { count: tariff.orders })}{' '}
        {!tariff.enabled && (
          <span className={ui.badge} data-tone="muted">
            {t('catalogue:hidden')}
          </span>
        )}
      </p>
      {manage && !editing && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)}>
            {t('catalogue:edit')}
          </Button>
          <Button
            variant="secondary"
            type="button"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({ id: tariff.id, body: { ...tariffBodyOf(tariff), enabled: !tariff.enabled } })
            }
          >
            {tariff.enabled ? t('catalogue:hide') : t('catalogue:show')}
          </Button>
        </div>
      )}
      {editing && (
        <TariffForm id={tariff.id} initial={tariffBodyOf(tariff)} onDone={() => setEditing(false)} />
      )}
    </li>
  );
}

function ServerCard({ server, manage }: { server: AdminServer; manage: boolean }) {
  const { t } = useTranslation();
  const save = useSaveServer();
  const [mode, setMode] = useState<'view' | 'edit' | 'tariff'>('view');
  const [test, setTest] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <Card as="section" className={styles.server} aria-labelledby={`server-${server.id}`}>
      <h2 id={`server-${server.id}`}>
        {server.name}{' '}
        {!server.enabled && (
          <span className={ui.badge} data-tone="muted">
            {t('catalogue:hidden')}
          </span>
        )}
      </h2>
      <p className={ui.hint}>
        {[server.location, server.cpu, server.ram, server.ip].filter(Boolean).join(' · ')} · {server.api_url}
      </p>
      <Banner tone={test?.tone ?? 'error'}>{test?.text}</Banner>
      {manage && mode === 'view' && (
        <div className={ui.row}>
          <Button
            variant="secondary"
            type="button"
            onClick={async () => {
              setTest(null);
              try {
                const result = await testServer(server.id);
                setTest({
                  tone: result.ok ? 'success' : 'error',
                  text: result.ok
                    ? t('catalogue:test_ok', { who: result.detail })
                    : t('catalogue:test_failed', { reason: result.detail }),
                });
              } catch {
                setTest({ tone: 'error', text: t('errors:INTERNAL') });
              }
            }}
          >
            {t('catalogue:test')}
          </Button>
          <Button variant="secondary" type="button" onClick={() => setMode('edit')}>
            {t('catalogue:edit')}
          </Button>
          <Button
            variant="secondary"
            type="button"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({ id: server.id, body: { ...serverBodyOf(server), enabled: !server.enabled } })
            }
          >
            {server.enabled ? t('catalogue:hide') : t('catalogue:show')}
          </Button>
          <Button type="button" onClick={() => setMode('tariff')}>
            {t('catalogue:add_tariff')}
          </Button>
        </div>
      )}
      {mode === 'edit' && (
        <ServerForm id={server.id} initial={serverBodyOf(server)} onDone={() => setMode('view')} />
      )}
      {mode === 'tariff' && (
        <TariffForm
          id={null}
          initial={{ server_id: server.id, name: '', preset: '', limits: {}, prices: {}, enabled: true }}
          onDone={() => setMode('view')}
        />
      )}
      <h3>{t('catalogue:tariffs')}</h3>
      {server.tariffs.length === 0 ? (
        <p className={ui.empty}>{t('catalogue:no_tariffs')}</p>
      ) : (
        <ul className={styles.tariffs}>
          {server.tariffs.map((tariff) => (
            <TariffRow key={tariff.id} tariff={tariff} manage={manage} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Servers and their tariffs; hidden ones stay listed, since orders point at them. */
export function CataloguePage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const manage = can(me.role, 'catalogue.manage');
  const catalogue = useCatalogue();
  return (
    <section className={ui.stack}>
      <h1>{t('catalogue:title')}</h1>
      {manage && (
        <AddSection label={t('catalogue:add_server')}>
          {(close) => <ServerForm id={null} onDone={close} />}
        </AddSection>
      )}
      <Banner tone="error">{catalogue.isError ? loadFailure(catalogue.error, t) : null}</Banner>
      {catalogue.data?.length === 0 && <p className={ui.empty}>{t('catalogue:no_servers')}</p>}
      {catalogue.data?.map((server) => (
        <ServerCard key={server.id} server={server} manage={manage} />
      ))}
    </section>
  );
}
