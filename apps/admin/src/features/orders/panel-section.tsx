import { Card } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import ui from '@/components/ui.module.css';
import { loadFailure } from '@/lib/load-failure';

type PanelSectionProps<T> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Whether the order has a panel account to read from. */
  live: boolean;
  noAccountText: string;
  query: { isError: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
};

/**
 * A section of the order page read from the hosting panel (usage, FTP, cron, mail, databases): without an
 * account it says so, a failed read says why, and while it loads it says that; the data itself is the caller's.
 */
export function PanelSection<T>({ id, title, live, noAccountText, query, children }: PanelSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {!live ? (
        <p className={ui.hint}>{noAccountText}</p>
      ) : query.isError ? (
        <Banner tone="error">{loadFailure(query.error, t)}</Banner>
      ) : !query.data ? (
        <p role="status">{t('common:loading')}</p>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
