import { mailUserSearchSchema } from '@portal/contracts';
import { isNotFound as isNotFoundError } from '@portal/web-kit/api';
import { useApiForm } from '@portal/web-kit/form';
import { Alert, Button, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { mailConversationHref } from '@/config/paths';
import { useMailUser } from '../api/get-mail-user';
import { Avatar } from './avatar';
import styles from './mail.module.css';

/** docs/product/cabinet.md "search by user id": the customer's public card with a write button, or the not-found text. */
export function UserSearch() {
  const { t } = useTranslation('mail');
  const [searchedId, setSearchedId] = useState<number | null>(null);
  const form = useApiForm({ schema: mailUserSearchSchema, defaultValues: { id: '' } });
  const { data: user, error, isFetching } = useMailUser(searchedId);
  const handleSubmit = form.handleSubmit(
    ({ id }) => setSearchedId(id),
    () => setSearchedId(null),
  );

  const isNotFound = isNotFoundError(error);
  return (
    <section className={styles.section} aria-labelledby="mail-search-title">
      <h2 id="mail-search-title" className={styles.sectionTitle}>
        {t('search.title')}
      </h2>
      <form className={styles.searchForm} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          className={styles.grow}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...form.register('id')}
          error={form.formState.errors.id ? t('search.invalid') : undefined}
        />
        <Button type="submit" isBusy={isFetching}>
          {t('search.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {searchedId !== null && !isFetching && (
          <>
            {isNotFound && <Alert variant="info">{t('search.not_found')}</Alert>}
            {error && !isNotFound && <Alert variant="danger">{t('search.failed')}</Alert>}
            {user && (
              <article className={styles.userCard} aria-label={t('search.result_label')}>
                <Avatar name={user.display_name} />
                <div className={styles.grow}>
                  <p className={styles.name}>{user.display_name}</p>
                  <p className={styles.muted}>
                    {user.is_self ? t('search.self') : t('contact.id', { id: user.id })}
                  </p>
                </div>
                <LinkButton to={mailConversationHref(user.id)}>
                  {user.is_self ? t('home.saved') : t('search.write')}
                </LinkButton>
              </article>
            )}
          </>
        )}
      </div>
    </section>
  );
}
