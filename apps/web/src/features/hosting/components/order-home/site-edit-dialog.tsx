import type { Site } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Checkbox, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useUpdateSite } from '../../api/site-mutations';
import hosting from '../hosting.module.css';
import { siteEditFormSchema } from './site-forms';

type SiteEditDialogProps = { orderId: number; site: Site; phpVersions: string[]; onClose: () => void };

/** Changes a site's PHP version, aliases and the HTTP → HTTPS redirect. */
export function SiteEditDialog({ orderId, site, phpVersions, onClose }: SiteEditDialogProps) {
  const { t } = useTranslation('sites');
  const updateSite = useUpdateSite(orderId, site.name);
  const form = useApiForm({
    schema: siteEditFormSchema,
    defaultValues: {
      php_version: site.php_version ?? phpVersions.at(-1) ?? '',
      aliases: site.aliases.join(' '),
      https_redirect: site.https_redirect,
    },
  });
  // A version the server no longer offers stays selectable for the site that still runs it.
  const versions =
    site.php_version && !phpVersions.includes(site.php_version)
      ? [site.php_version, ...phpVersions]
      : phpVersions;
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    // Only what changed goes to the panel, as its own forms do: an untouched field is never rewritten.
    const changes = {
      ...(body.php_version !== site.php_version && { php_version: body.php_version }),
      ...(body.aliases?.join(' ') !== site.aliases.join(' ') && { aliases: body.aliases }),
      ...(body.https_redirect !== site.https_redirect && { https_redirect: body.https_redirect }),
    };
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await updateSite.mutateAsync(changes);
      onClose();
    } catch (failure) {
      form.showError(failure, t('sites.update_failed'));
    }
  });
  return (
    <Dialog title={t('sites.edit_title', { name: site.display_name })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Select
          label={t('sites.fields.php_version')}
          options={versions.map((version) => ({ value: version, label: `PHP ${version}` }))}
          error={form.errorOf('php_version')}
          {...form.register('php_version')}
        />
        <TextField
          label={t('sites.fields.aliases_optional')}
          hint={t('sites.aliases_hint')}
          autoComplete="off"
          error={form.errorOf('aliases')}
          {...form.register('aliases')}
        />
        <Checkbox
          label={t('sites.fields.https_redirect')}
          disabled={!site.https}
          {...form.register('https_redirect')}
        />
        {!site.https && <p className={hosting.muted}>{t('sites.redirect_needs_ssl')}</p>}
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={updateSite.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
