import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useCreateSite } from '../../api/site-mutations';
import hosting from '../hosting.module.css';
import { siteCreateFormSchema } from './site-forms';

type SiteCreateDialogProps = { orderId: number; phpVersions: string[]; onClose: () => void };

/** A new site: its domain, optional aliases and a PHP version of those the order's server offers. */
export function SiteCreateDialog({ orderId, phpVersions, onClose }: SiteCreateDialogProps) {
  const { t } = useTranslation('sites');
  const createSite = useCreateSite(orderId);
  const form = useApiForm({
    schema: siteCreateFormSchema,
    defaultValues: { name: '', aliases: '', php_version: phpVersions.at(-1) ?? '' },
  });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await createSite.mutateAsync(body);
      onClose();
    } catch (failure) {
      form.showError(failure, t('sites.create_failed'));
    }
  });
  return (
    <Dialog title={t('sites.create_title')} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('sites.fields.name')}
          hint={t('sites.name_hint')}
          autoComplete="off"
          inputMode="url"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('sites.fields.aliases_optional')}
          hint={t('sites.aliases_hint')}
          autoComplete="off"
          error={form.errorOf('aliases')}
          {...form.register('aliases')}
        />
        <Select
          label={t('sites.fields.php_version')}
          options={phpVersions.map((version) => ({ value: version, label: `PHP ${version}` }))}
          error={form.errorOf('php_version')}
          {...form.register('php_version')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={createSite.isPending}>
            {t('sites.create_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
