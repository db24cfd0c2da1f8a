import { type CustomerDetail, can, type StaffMe } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { paths } from '@/config/paths';
import { formatDateTime, formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { loadFailure } from '@/lib/load-failure';
import { AdjustBalanceForm } from './adjust-balance-form';
import { useCustomer } from './api/get-customer';
import { AccessActions } from './block-form';
import { CustomerCards } from './customer-cards';
import { CustomerDocuments } from './customer-documents';
import { CustomerTables } from './customer-tables';
import { CustomerTickets } from './customer-tickets';
import styles from './customers.module.css';
import { NoteForm } from './note-form';
import { RecordFiles } from './record-files';
import { SupportSessionForm } from './support-session-form';

function Profile({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const facts: [string, string][] = [
    [
      t('customers:email'),
      `${customer.email} (${customer.email_verified ? t('customers:verified') : t('customers:not_verified')})`,
    ],
    [t('customers:phone'), customer.phone_number],
    [t('customers:login'), customer.username ?? '—'],
    [t('customers:birthday'), customer.birthday?.split('-').reverse().join('.') ?? '—'],
    [
      t('customers:language'),
      t(`common:language_names.${customer.language}`, { defaultValue: customer.language }),
    ],
    [t('customers:registered'), formatDateTime(customer.created_at)],
    [
      t('customers:telegram'),
      customer.telegram.linked
        ? customer.telegram.username
          ? `@${customer.telegram.username}`
          : t('customers:linked')
        : t('customers:not_linked'),
    ],
    [t('customers:referrals'), t('customers:referral_facts', { count: customer.referrals.invited })],
    [
      t('customers:invited_by'),
      customer.referrals.invited_by === null ? '—' : `#${customer.referrals.invited_by}`,
    ],
  ];
  return (
    <Card as="section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('customers:profile')}</h2>
      <p>
        <strong>{t('customers:balance')}: </strong>
        {t('common:som', { amount: formatSom(customer.balance, lang) })}{' '}
        {customer.deleted ? (
          <span className={ui.badge} data-tone="muted">
            {t('customers:deleted')}
          </span>
        ) : customer.blocked ? (
          <span className={ui.badge} data-tone="danger">
            {t('customers:blocked')}
          </span>
        ) : (
          <span className={ui.badge} data-tone="success">
            {t('customers:active')}
          </span>
        )}
      </p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Card>
  );
}

/** Everything about one customer, and what the signed-in role may do about it. */
export function CustomerPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  if (customer.isError) {
    return (
      <section className={ui.stack}>
        <Banner tone="error">{loadFailure(customer.error, t)}</Banner>
        <Link to={paths.customers}>{t('customers:back')}</Link>
      </section>
    );
  }
  if (!customer.data) return <p role="status">{t('common:loading')}</p>;
  const data = customer.data;
  return (
    <section className={ui.stack}>
      <Link to={paths.customers}>{t('customers:back')}</Link>
      <h1>
        #{data.id} {data.firstname} {data.lastname}
      </h1>
      <div className={styles.grid}>
        <div className={ui.stack}>
          <Profile customer={data} />
          <Card as="section" aria-labelledby="records-title">
            <h2 id="records-title">{t('customers:records')}</h2>
            <p className={ui.hint}>{t('records:audited')}</p>
            {can(me.role, 'records.verify') && <p className={ui.hint}>{t('records:verify_hint')}</p>}
            <RecordFiles customer={data} me={me} />
          </Card>
          {can(me.role, 'tickets.read') && <CustomerTickets customerId={data.id} />}
          <CustomerTables customer={data} />
          <CustomerCards customerId={data.id} me={me} />
          {can(me.role, 'payments.read') && <CustomerDocuments customerId={data.id} />}
        </div>
        <div className={styles.actions}>
          {can(me.role, 'money.adjust') && (
            <Card as="section">
              <AdjustBalanceForm customer={data} />
            </Card>
          )}
          {can(me.role, 'customers.manage') && (
            <Card as="section">
              <AccessActions
                customerId={data.id}
                blockedReason={data.blocked ? (data.blocked_reason ?? '') : null}
              />
            </Card>
          )}
          {can(me.role, 'customers.impersonate') && !data.blocked && !data.deleted && (
            <Card as="section">
              <SupportSessionForm customerId={data.id} />
            </Card>
          )}
          <Card as="section" aria-labelledby="notes-title">
            <h2 id="notes-title">{t('notes:title')}</h2>
            {can(me.role, 'customers.manage') && <NoteForm customerId={data.id} />}
            {data.notes.length === 0 ? (
              <p className={ui.empty}>{t('notes:none')}</p>
            ) : (
              <ul className={styles.notes}>
                {data.notes.map((note) => (
                  <li key={note.id}>
                    <p>{note.body}</p>
                    <span className={ui.hint}>
                      {note.staff_name}, {formatDateTime(note.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </section>
  );
}
