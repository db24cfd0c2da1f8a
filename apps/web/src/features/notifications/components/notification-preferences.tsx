import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences, useUpdatePreference } from '../api/preferences';
import styles from './notifications.module.css';

/** Per kind × channel switches; in-app is always on, security kinds are shown locked on. */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();
  const update = useUpdatePreference();
  // The switch shows the customer's choice at once. Left to the server's list alone, it would spring back
  // until the list is read again, and a second tap in that moment would undo the first.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});

  const stateOf = (kind: NotificationKind, channel: NotificationChannel) =>
    preferences.data?.find((row) => row.kind === kind && row.channel === channel);
  const choose = (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => {
    const key = `${kind}:${channel}`;
    setChosen((current) => ({ ...current, [key]: enabled }));
    update.mutate(
      { kind, channel, enabled },
      {
        // A refused change shows the stored state again, beside the error.
        onError: () => setChosen(({ [key]: _refused, ...rest }) => rest),
      },
    );
  };

  return (
    <Card as="section" className={styles.preferences} aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className={styles.sectionTitle}>
        {t('preferences.title')}
      </h2>
      <p className={styles.muted}>{t('preferences.intro')}</p>
      {preferences.isError && <Alert variant="danger">{t('error')}</Alert>}
      {preferences.data && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('preferences.event')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className={styles.channel}>
                  {t(`preferences.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className={styles.kind}>
                  {t(`kinds.${kind}.title`)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const state = stateOf(kind, channel);
                  return (
                    <td key={channel} className={styles.channel}>
                      <input
                        type="checkbox"
                        className={styles.switch}
                        checked={chosen[`${kind}:${channel}`] ?? state?.enabled ?? true}
                        disabled={state?.locked}
                        title={state?.locked ? t('preferences.locked') : undefined}
                        aria-label={t('preferences.switch_label', {
                          kind: t(`kinds.${kind}.title`),
                          channel: t(`preferences.${channel}`),
                        })}
                        onChange={(event) => choose(kind, channel, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.muted}>{t('preferences.locked')}</p>
      {update.isError && <Alert variant="danger">{t('preferences.error')}</Alert>}
      {update.isSuccess && (
        <p className={styles.saved} role="status">
          {t('preferences.saved')}
        </p>
      )}
    </Card>
  );
}
