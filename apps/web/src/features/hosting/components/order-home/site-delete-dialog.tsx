import type { Site } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Dialog, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useDeleteSite } from '../../api/site-mutations';
import hosting from '../hosting.module.css';
import { siteDeleteFormSchema } from './site-forms';

type SiteDeleteDialogProps = { orderId: number; site: Site; onClose: () => void };

/** Deleting a site asks for the account password and says what goes (the site, its certificate) and what stays. */
export function SiteDeleteDialog({ orderId, site, onClose }: SiteDeleteDialogProps) {
  const { t } = useTranslation('sites');
  const deleteSite = useDeleteSite(orderId, site.name);
  const form = useApiForm({ schema: siteDeleteFormSchema, defaultValues: { password: '' } });
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await deleteSite.mutateAsync(body);
      onClose();
    } catch (failure) {
      form.showError(failure, t('sites.delete_failed'));
    }
  });
  return (
    <Dialog title={t('sites.delete_title', { name: site.display_name })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p>{t('sites.delete_text', { name: site.display_name })}</p>
        <p>{t('sites.delete_files_stay', { root: site.document_root })}</p>
        <TextField
          type="password"
          label={t('sites.password')}
          autoComplete="current-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" type="submit" isBusy={deleteSite.isPending}>
            {t('sites.delete_confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
