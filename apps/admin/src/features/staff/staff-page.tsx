import {
  type AdminStaff,
  STAFF_ROLES,
  type StaffMe,
  type StaffRole,
  staffInvitationRequestSchema,
} from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Card, DataTable, Select, TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { formatDateTime } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { useStaff } from './api/get-staff';
import { useInviteStaff } from './api/invite-staff';
import { useUpdateStaffMember } from './api/update-staff-member';
import styles from './staff.module.css';

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const form = useApiForm({
    schema: staffInvitationRequestSchema,
    defaultValues: { email: '', name: '', role: 'support' },
  });
  const submit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      const invited = await invite.mutateAsync(body);
      setLink({ url: invited.invite_url, until: invited.expires_at });
      form.reset();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t('staff:invite')}</h2>
      <FormBanner banner={form.banner} />
      {link && (
        <div className={styles.link} role="status">
          <p>{t('staff:invite_link', { until: formatDateTime(link.until) })}</p>
          <code>{link.url}</code>
        </div>
      )}
      <div className={ui.fields}>
        <TextField
          label={t('auth:email')}
          type="email"
          error={form.errorOf('email')}
          {...form.register('email')}
        />
        <TextField label={t('customers:name')} error={form.errorOf('name')} {...form.register('name')} />
        <Select label={t('staff:role')} error={form.errorOf('role')} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles:${role}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('staff:send_invite')}
        </Button>
      </div>
    </form>
  );
}

/** Staff and their roles; owners invite colleagues, change roles and disable accounts (never their own). */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const staff = useStaff();
  const update = useUpdateStaffMember();
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminStaff>();
    return [
      column.accessor('name', { header: () => t('customers:name') }),
      column.accessor('email', { header: () => t('auth:email') }),
      column.accessor('role', {
        header: () => t('staff:role'),
        cell: (info) => {
          const row = info.row.original;
          if (row.id === me.id) return t(`roles:${row.role}`);
          return (
            <label>
              <span className="visually-hidden">{t('staff:role_of', { name: row.name })}</span>
              <select
                className={ui.select}
                value={row.role}
                onChange={(event) =>
                  update.mutate({
                    id: row.id,
                    role: event.target.value as StaffRole,
                    disabled: row.state === 'disabled',
                  })
                }
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles:${role}`)}
                  </option>
                ))}
              </select>
            </label>
          );
        },
      }),
      column.accessor('state', {
        header: () => t('customers:state'),
        cell: (info) => (
          <span className={ui.badge} data-tone={info.getValue() === 'active' ? 'success' : 'muted'}>
            {t(`staff:states.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('last_login_at', {
        header: () => t('staff:last_login'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue() ?? '') : '—'),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('promo:actions')}</span>,
        cell: (info) => {
          const row = info.row.original;
          if (row.id === me.id) return null;
          const disabled = row.state === 'disabled';
          return (
            <Button
              variant="secondary"
              type="button"
              onClick={() => update.mutate({ id: row.id, role: row.role, disabled: !disabled })}
            >
              {disabled ? t('staff:enable') : t('staff:disable')}
            </Button>
          );
        },
      }),
    ];
  }, [t, me.id, update]);
  return (
    <section className={ui.stack}>
      <h1>{t('staff:title')}</h1>
      <Card as="section">
        <InviteForm />
      </Card>
      <Banner tone="error">
        {staff.isError
          ? loadFailure(staff.error, t)
          : update.isError
            ? errorText(t, update.error, t('errors:INTERNAL'))
            : null}
      </Banner>
      {staff.data && (
        <DataTable caption={t('staff:title')} columns={columns} data={staff.data} empty={t('tables:none')} />
      )}
    </section>
  );
}
