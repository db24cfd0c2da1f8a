import { Button, Card } from '@portal/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailure } from '@/lib/load-failure';
import { Banner } from './banner';
import styles from './editable-list.module.css';
import ui from './ui.module.css';

/** A list of things staff write (news, canned replies, articles): its load failure, its empty state, its cards. */
export function EditableList<Item extends { id: string | number }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]>;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Banner tone="error">{query.isError ? loadFailure(query.error, t) : null}</Banner>
      {query.data?.length === 0 && <p className={ui.empty}>{t(empty)}</p>}
      <ul className={styles.list}>{query.data?.map(children)}</ul>
    </>
  );
}

/**
 * One written thing as a card: its title and details, and for those who may manage it an edit button that opens
 * its form in place and a delete that asks once more.
 */
export function EditableCard({
  title,
  children,
  manage,
  labels,
  onDelete,
  form,
}: {
  title: string;
  children: ReactNode;
  manage: boolean;
  labels: { edit: string; delete: string; deleteYes: string };
  onDelete: () => void;
  form: (done: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <Card as="li" className={styles.card}>
      <h2>{title}</h2>
      {children}
      {manage && !editing && (
        <div className={ui.row}>
          <Button variant="secondary" type="button" onClick={() => setEditing(true)}>
            {labels.edit}
          </Button>
          {confirm ? (
            <>
              <Button variant="danger" type="button" onClick={onDelete}>
                {labels.deleteYes}
              </Button>
              <Button variant="secondary" type="button" onClick={() => setConfirm(false)}>
                {t('common:cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" type="button" onClick={() => setConfirm(true)}>
              {labels.delete}
            </Button>
          )}
        </div>
      )}
      {editing && form(() => setEditing(false))}
    </Card>
  );
}
