import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { EditRecord } from '@/features/profile-records/components/edit-record';
import { RecordForm } from '@/features/profile-records/components/record-form';

/** /profayl/new adds a record; /profayl/new?id=<id> edits one. */
export function Component() {
  const { t } = useTranslation(['common', 'records']);
  const id = Number(useSearchParams()[0].get('id'));
  const isEdit = Number.isInteger(id) && id > 0;
  return (
    <Page
      title={isEdit ? t('records:form.title_edit') : t('routes.newProfileRecord')}
      backTo={paths.profileRecords.path}
    >
      {isEdit ? <EditRecord id={id} /> : <RecordForm />}
    </Page>
  );
}
