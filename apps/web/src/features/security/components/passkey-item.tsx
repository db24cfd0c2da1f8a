import { type Passkey, passkeyRemoveRequestSchema, passkeyRenameRequestSchema } from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, TextField } from '@portal/web-kit/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import styles from './passkeys.module.css';

type Mode = 'view' | 'rename' | 'remove';
type PasskeyItemProps = { passkey: Passkey; onChanged: (text: string) => void };

/** One passkey: its name and dates, whether it is synced, and renaming or removing it in place. */
export function PasskeyItem({ passkey, onChanged }: PasskeyItemProps) {
  const { t } = useTranslation('passkeys');
  const lang = currentLanguage();
  const [mode, setMode] = useState<Mode>('view');
  const renameButton = useRef<HTMLButtonElement>(null);
  const isBack = useRef(false);
  // Back from a form (cancelled or done), the keyboard continues on this passkey's first action.
  useEffect(() => {
    if (mode === 'view' && isBack.current) renameButton.current?.focus();
    isBack.current = mode !== 'view';
  }, [mode]);
  const headingId = `passkey-${passkey.id}`;
  const done = (text: string) => {
    setMode('view');
    onChanged(text);
  };

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.summary}>
        <h3 id={headingId} className={styles.name}>
          {passkey.name}
        </h3>
        <p className={styles.meta}>
          <span>{t('created', { date: formatDate(passkey.created_at, lang) })}</span>
          <span>
            {passkey.last_used_at
              ? t('last_used', { date: formatDate(passkey.last_used_at, lang) })
              : t('never_used')}
          </span>
          <span className={styles.badge}>
            {passkey.device_type === 'multiDevice' ? t('synced') : t('device_bound')}
          </span>
        </p>
      </div>
      {mode === 'view' && (
        <div className={styles.actions}>
          <Button
            ref={renameButton}
            variant="secondary"
            onClick={() => setMode('rename')}
            aria-describedby={headingId}
          >
            {t('rename')}
          </Button>
          {/* Destructive, like the confirmation it opens: it looks like what it starts. */}
          <Button variant="danger" onClick={() => setMode('remove')} aria-describedby={headingId}>
            {t('remove')}
          </Button>
        </div>
      )}
      {mode === 'rename' && (
        <RenameForm passkey={passkey} onDone={() => done(t('renamed'))} onCancel={() => setMode('view')} />
      )}
      {mode === 'remove' && (
        <RemoveForm passkey={passkey} onDone={() => done(t('removed'))} onCancel={() => setMode('view')} />
      )}
    </li>
  );
}

type FormProps = { passkey: Passkey; onDone: () => void; onCancel: () => void };

function RenameForm({ passkey, onDone, onCancel }: FormProps) {
  const { t } = useTranslation(['passkeys', 'validation', 'errors']);
  const rename = useRenamePasskey();
  const form = useApiForm({ schema: passkeyRenameRequestSchema, defaultValues: { name: passkey.name } });
  // The button that opened this form is gone: the keyboard continues in the field.
  useEffect(() => form.setFocus('name'), [form.setFocus]);
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      onDone();
    } catch (error) {
      form.showError(error, t('failed'));
    }
  });
  return (
    <form className={styles.inlineForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField label={t('name')} maxLength={64} {...form.register('name')} error={form.errorOf('name')} />
      <div className={styles.actions}>
        <Button type="submit" isBusy={rename.isPending}>
          {t('save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function RemoveForm({ passkey, onDone, onCancel }: FormProps) {
  const { t } = useTranslation(['passkeys', 'validation', 'errors']);
  const remove = useRemovePasskey();
  const form = useApiForm({ schema: passkeyRemoveRequestSchema, defaultValues: { password: '' } });
  useEffect(() => form.setFocus('password'), [form.setFocus]);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ id: passkey.id, password });
      onDone();
    } catch (error) {
      form.showError(error, t('failed'));
    }
  });
  return (
    <form className={styles.inlineForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.text}>{t('remove_intro', { name: passkey.name })}</p>
      <FormBanner banner={form.banner} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={form.errorOf('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isBusy={remove.isPending}>
          {t('remove_confirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
