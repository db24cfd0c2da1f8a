import type { DomainDetail } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderHomeHref } from '@/config/paths';
import { useSetNameservers } from '../api/domain-mutations';
import { nameserversFormSchema } from './domain-forms';
import styles from './domains.module.css';
import { NameserverField } from './nameserver-choice';

/** The current name servers, and a form to point the domain at the portal's servers, my hosting order or my own list. */
export function DomainNameservers({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation(['domains', 'validation']);
  const form = useApiForm({
    schema: nameserversFormSchema,
    defaultValues: { nameservers: { mode: 'custom', hostingOrderId: undefined, text: '' } },
    // The name-server choice stands for both ways of pointing the domain.
    serverFields: { hosting_order_id: 'nameservers' },
  });
  const [isEditing, setIsEditing] = useState(false);
  const save = useSetNameservers(domain.id);
  const canChange = ['active', 'grace'].includes(domain.status) && domain.open_operation === null;

  const startEditing = () => {
    form.showBanner(undefined);
    form.reset({
      nameservers: {
        mode: domain.hosting_order_id ? 'hosting' : 'custom',
        hostingOrderId: domain.hosting_order_id ?? undefined,
        text: domain.nameservers.join('\n'),
      },
    });
    setIsEditing(true);
  };

  const handleSave = form.handleSubmit(async (request) => {
    try {
      await save.mutateAsync(request);
      setIsEditing(false);
      form.showBanner({
        variant: 'success',
        text: t(domain.manual ? 'nameservers.saved_manual' : 'nameservers.saved'),
      });
    } catch (failure) {
      form.showError(failure, t('nameservers.failed'));
    }
  });

  return (
    <Card as="section" className={styles.card} aria-labelledby="domain-nameservers">
      <h2 id="domain-nameservers" className={styles.cardTitle}>
        {t('nameservers.title')}
      </h2>
      {domain.nameservers.length > 0 ? (
        <ul className={styles.nsList} aria-label={t('nameservers.current')}>
          {domain.nameservers.map((host) => (
            <li key={host}>{host}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>—</p>
      )}
      {domain.hosting_order_id !== null && (
        <>
          <p className={styles.muted}>{t('nameservers.points_at', { id: domain.hosting_order_id })}</p>
          {/* Our name servers answer for the domain, so its records are the order's zone. */}
          <Link to={orderHomeHref(domain.hosting_order_id, 'dns', domain.name)}>
            {t('nameservers.dns_records')}
          </Link>
        </>
      )}
      {isEditing ? (
        <form className={styles.stack} noValidate onSubmit={(event) => void handleSave(event)}>
          <NameserverField form={form} legend={t('nameservers.new_legend')} />
          <div className={styles.actions}>
            <Button type="submit" isBusy={save.isPending}>
              {t('nameservers.save')}
            </Button>
            <Button variant="secondary" onClick={() => setIsEditing(false)} disabled={save.isPending}>
              {t('renew.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        canChange && (
          <Button variant="secondary" onClick={startEditing}>
            {t('nameservers.edit')}
          </Button>
        )
      )}
      <FormBanner banner={form.banner} />
    </Card>
  );
}
