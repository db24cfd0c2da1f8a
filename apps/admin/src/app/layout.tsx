import { can, type StaffMe, type StaffPermission } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeSwitch } from '@/components/theme-switch';
import { paths } from '@/config/paths';
import { useAdjustmentRequests } from '@/features/adjustments/api/get-adjustment-requests';
import { logOut } from '@/features/auth/api/log-out';
import { useSupportStats } from '@/features/dashboard/api/get-support-stats';
import { useFocusAfterNavigation } from '@/hooks/use-focus-after-navigation';
import { clearToken } from '@/lib/session';
import styles from './layout.module.css';

const SECTIONS: { to: string; label: string; permission: StaffPermission | null }[] = [
  { to: paths.dashboard, label: 'nav:dashboard', permission: null },
  { to: paths.tickets, label: 'nav:tickets', permission: 'tickets.read' },
  { to: paths.customers, label: 'nav:customers', permission: 'customers.read' },
  { to: paths.orders, label: 'nav:orders', permission: 'customers.read' },
  { to: paths.payments, label: 'nav:payments', permission: 'payments.read' },
  { to: paths.reconciliation, label: 'nav:reconciliation', permission: 'payments.read' },
  { to: paths.autopayFailures, label: 'nav:autopay_failures', permission: 'payments.read' },
  { to: paths.adjustments, label: 'nav:adjustments', permission: 'money.adjust' },
  { to: paths.bank, label: 'nav:bank', permission: 'payments.read' },
  { to: paths.seller, label: 'nav:seller', permission: 'payments.read' },
  { to: paths.catalogue, label: 'nav:catalogue', permission: 'customers.read' },
  { to: paths.domainQueue, label: 'nav:domains', permission: 'customers.read' },
  { to: paths.news, label: 'nav:news', permission: null },
  { to: paths.kb, label: 'nav:kb', permission: null },
  { to: paths.cannedReplies, label: 'nav:canned', permission: 'tickets.read' },
  { to: paths.promoCodes, label: 'nav:promo', permission: null },
  { to: paths.system, label: 'nav:system', permission: 'system.read' },
  { to: paths.audit, label: 'nav:audit', permission: 'audit.read' },
  { to: paths.staff, label: 'nav:staff', permission: 'staff.manage' },
];

/** Header with who is signed in, the sections their role may open, and the page beside (or below) them. */
export function Layout({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Below 900 px the sections fold behind a menu button (a disclosure), so a phone shows the page first.
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusAfterNavigation('main');
  // Owners and billing see how many large adjustments wait for a second person, wherever they are.
  const waiting = useAdjustmentRequests('pending', can(me.role, 'money.adjust')).data?.length ?? 0;
  // Whoever reads the queue sees how many tickets are past the promised first answer.
  const overdue = useSupportStats(can(me.role, 'tickets.read')).data?.overdue ?? 0;
  const badgeOf = (to: string) => (to === paths.adjustments ? waiting : to === paths.tickets ? overdue : 0);
  const badgeWord = (to: string) => (to === paths.tickets ? t('nav:overdue') : t('nav:waiting'));
  const signOut = async () => {
    try {
      await logOut();
    } finally {
      clearToken();
      queryClient.clear();
      navigate(paths.login, { replace: true });
    }
  };
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('common:skip_to_content')}
      </a>
      <header className={styles.header}>
        <Button
          variant="secondary"
          className={styles.menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav:menu')}
        </Button>
        <span className={styles.brand}>{t('common:brand')}</span>
        <span className={styles.who}>
          {me.name} · {t(`roles:${me.role}`)}
        </span>
        <span className={styles.tools}>
          <LanguageSwitch />
          <ThemeSwitch />
          <Button variant="secondary" type="button" onClick={() => void signOut()}>
            {t('auth:sign_out')}
          </Button>
        </span>
      </header>
      <nav id="console-nav" className={styles.nav} data-open={menuOpen} aria-label={t('nav:label')}>
        {SECTIONS.filter((section) => section.permission === null || can(me.role, section.permission)).map(
          (section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className={styles.link}
              onClick={() => setMenuOpen(false)}
              // The badge's number, said in words; the name starts with what the link shows (WCAG 2.5.3).
              aria-label={
                badgeOf(section.to) > 0
                  ? `${t(section.label)} ${badgeOf(section.to)} ${badgeWord(section.to)}`
                  : undefined
              }
            >
              {t(section.label)}
              {badgeOf(section.to) > 0 && (
                <span className={styles.count} aria-hidden="true">
                  {badgeOf(section.to)}
                </span>
              )}
            </NavLink>
          ),
        )}
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A page other than the dashboard is a chunk of its own (app/router.tsx): the frame stays while it loads. */}
        <Suspense fallback={null}>
          <Outlet context={me} />
        </Suspense>
      </main>
    </div>
  );
}
