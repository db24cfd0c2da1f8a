import type { TeamActivity, TeamInvitation, TeamMember } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import {
  useActivity,
  useInvitations,
  useMembers,
  useRemoveMember,
  useWithdrawInvitation,
} from '../api/team-api';
import { permissionLabelKey } from './grant-fields';
import { InviteForm } from './invite-form';
import { MemberGrantForm } from './member-grant-form';
import styles from './team.module.css';

/** The owner's team page: members with their roles, the invite form, pending invitations, and the activity. */
export function TeamScreen() {
  return (
    <div className={styles.screen}>
      <Members />
      <InviteForm />
      <Invitations />
      <Activity />
    </div>
  );
}

function useRowAction<T>(run: (input: T) => Promise<unknown>) {
  const { t } = useTranslation('team');
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (input: T) => {
    setFailure(null);
    try {
      await run(input);
    } catch (error) {
      setFailure(errorText(t, error, t('action_failed')));
    }
  };
  return { act, failure };
}

function Members() {
  const { t } = useTranslation('team');
  const members = useMembers();
  const remove = useRemoveMember();
  const { act, failure } = useRowAction((id: number) => remove.mutateAsync(id));
  const [changing, setChanging] = useState<number | null>(null);
  return (
    <Card as="section" className={styles.card} aria-labelledby="team-members">
      <h2 id="team-members" className={styles.heading}>
        {t('members.title')}
      </h2>
      <p className={styles.muted}>{t('members.intro')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {members.isError && <Alert variant="danger">{t('load_failed')}</Alert>}
      {members.data?.length === 0 && <p className={styles.text}>{t('members.empty')}</p>}
      <ul className={styles.list}>
        {members.data?.map((member: TeamMember) => (
          <li key={member.id} className={styles.row}>
            <span className={styles.who}>
              <strong>{member.name}</strong>
              <span className={styles.muted}>
                {member.email} · {t(`roles.${member.role}`)}
              </span>
              {member.role === 'custom' && (
                <span className={styles.muted}>
                  {member.permissions.map((permission) => t(permissionLabelKey(permission))).join(', ')}
                </span>
              )}
            </span>
            <span className={styles.rowActions}>
              <Button
                variant="secondary"
                aria-label={t('members.change_named', { name: member.name })}
                aria-expanded={changing === member.id}
                onClick={() => setChanging(changing === member.id ? null : member.id)}
              >
                {t('members.change')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('members.remove_named', { name: member.name })}
                onClick={() => void act(member.id)}
              >
                {t('members.remove')}
              </Button>
            </span>
            {changing === member.id && <MemberGrantForm member={member} onDone={() => setChanging(null)} />}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Invitations() {
  const { t } = useTranslation('team');
  const invitations = useInvitations();
  const withdraw = useWithdrawInvitation();
  const { act, failure } = useRowAction((id: number) => withdraw.mutateAsync(id));
  if (!invitations.data?.length) return null;
  return (
    <Card as="section" className={styles.card} aria-labelledby="team-invitations">
      <h2 id="team-invitations" className={styles.heading}>
        {t('invitations.title')}
      </h2>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <ul className={styles.list}>
        {invitations.data.map((invitation: TeamInvitation) => (
          <li key={invitation.id} className={styles.row}>
            <span className={styles.who}>
              <strong>{invitation.email}</strong>
              <span className={styles.muted}>
                {t(`roles.${invitation.role}`)} ·{' '}
                {new Date(invitation.expires_at) < new Date()
                  ? t('invitations.lapsed')
                  : t('invitations.until', {
                      date: formatDateTime(invitation.expires_at, currentLanguage()),
                    })}
              </span>
            </span>
            <Button
              variant="secondary"
              aria-label={t('invitations.withdraw_named', { email: invitation.email })}
              onClick={() => void act(invitation.id)}
            >
              {t('invitations.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Activity() {
  const { t } = useTranslation('team');
  const activity = useActivity();
  return (
    <Card as="section" className={styles.card} aria-labelledby="team-activity">
      <h2 id="team-activity" className={styles.heading}>
        {t('activity.title')}
      </h2>
      {activity.data?.length === 0 && <p className={styles.text}>{t('activity.empty')}</p>}
      <ul className={styles.list}>
        {activity.data?.map((row: TeamActivity) => (
          <li key={row.id} className={styles.row}>
            <span className={styles.who}>
              <strong>{row.actor_name}</strong>
              <span>{t(`operations.${row.operation}`, { defaultValue: `${row.method} ${row.path}` })}</span>
              <span className={styles.muted}>
                {formatDateTime(row.at, currentLanguage())}
                {row.status >= 400 ? ` · ${t('activity.refused')}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
