import { type ServerRequest, serverRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import ui from '@/components/ui.module.css';
import { useSaveServer } from './api/save-server';
import styles from './catalogue.module.css';
import { TranslatedNames, translatedNameAliases } from './translated-names';

const TEXT_FIELDS = [
  'name',
  'location',
  'cpu',
  'ram',
  'ip',
  'api_url',
  'login_base_url',
  'panel_url',
  'wap_url_template',
  'mail_host',
  'webmail_url',
  'dns_primary',
  'dns_secondary',
  'admin_login',
] as const;
const PORT_FIELDS = ['port_http', 'port_https', 'port_ispmanager'] as const;

/** Add a server (id null) or change one; the admin password is asked only when adding or replacing it. */
export function ServerForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial?: ServerRequest;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveServer();
  const form = useApiForm({
    schema: serverRequestSchema,
    serverFields: translatedNameAliases<ServerRequest>('name_i18n', 'location_i18n'),
    defaultValues: initial ?? {
      name: '',
      name_i18n: {},
      location_i18n: {},
      api_url: '',
      admin_login: '',
      tls_insecure: false,
      phpmyadmin: false,
      enabled: true,
    },
  });
  const { isSubmitting } = form.formState;
  // The form sends what staff typed; the schema checks it here, its transforms are the server's business.
  const submit = form.handleSubmit(async () => {
    form.showBanner(undefined);
    const values = form.getValues();
    const body = { ...values, ...(values.admin_password ? {} : { admin_password: undefined }) };
    try {
      await save.mutateAsync({ id, body });
      onDone();
    } catch (error) {
      form.showError(error, t('errors:INTERNAL'));
    }
  });
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <FormBanner banner={form.banner} />
      <div className={ui.fields}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`catalogue:fields.${field}`)}
            error={form.errorOf(field)}
            {...form.register(field, { setValueAs: (value: string) => (value === '' ? null : value) })}
          />
        ))}
        {PORT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`catalogue:fields.${field}`)}
            inputMode="numeric"
            error={form.errorOf(field)}
            {...form.register(field, {
              // An untouched field hands over the stored value: null (no port) must stay null, not become 0.
              setValueAs: (value: string | number | null) =>
                value === '' || value === null ? null : Number(value),
            })}
          />
        ))}
        <TextField
          label={t('catalogue:fields.admin_password')}
          hint={id === null ? undefined : t('catalogue:password_kept')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('admin_password')}
          {...form.register('admin_password', {
            setValueAs: (value: string) => (value === '' ? undefined : value),
          })}
        />
      </div>
      <TranslatedNames form={form} field="name_i18n" legend={t('catalogue:name_i18n')} />
      <TranslatedNames form={form} field="location_i18n" legend={t('catalogue:location_i18n')} />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('tls_insecure')} /> {t('catalogue:fields.tls_insecure')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('phpmyadmin')} /> {t('catalogue:fields.phpmyadmin')}
      </label>
      <FormActions busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
