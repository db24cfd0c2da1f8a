import { type HostingUsage, limitReached, type UsageFigure, usageLevel } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { changePackageHref } from '@/config/paths';
import { useUsage } from '../../api/tools-queries';
import hosting from '../hosting.module.css';
import tools from './tools.module.css';

type Row = { key: string; label: string; figure: UsageFigure; unit?: 'mib' };

function UsageBar({ row }: { row: Row }) {
  const { t } = useTranslation('hosting-tools');
  const level = usageLevel(row.figure);
  const amount = (value: number) => (row.unit === 'mib' ? t('usage.mib', { value }) : String(value));
  const { used, limit } = row.figure;
  const text =
    limit === null
      ? t('usage.no_limit', { used: amount(used) })
      : t('usage.used_of', { used: amount(used), limit: amount(limit) });
  const id = `usage-${row.key}`;
  return (
    <li className={tools.bar} data-testid="usage-bar" data-level={level}>
      <div className={tools.barHead}>
        <span id={id} className={tools.barLabel}>
          {row.label}
        </span>
        <span
          className={level === 'critical' ? tools.reached : level === 'warning' ? tools.warning : undefined}
        >
          {text}
        </span>
      </div>
      {limit !== null && (
        <meter
          className={tools.meter}
          data-level={level}
          aria-labelledby={id}
          aria-valuetext={text}
          min={0}
          max={Math.max(limit, 1)}
          value={Math.min(used, Math.max(limit, 1))}
        />
      )}
    </li>
  );
}

/** One bar per resource of the order: amber above 80 %, red above 95 %, and a way to a larger tariff at a limit. */
export function UsageBars({ orderId }: { orderId: number }) {
  const { t } = useTranslation('hosting-tools');
  const usage = useUsage(orderId);
  // The bars add to the order's page and never stand in its way: a silent panel leaves them out.
  if (!usage.data || usage.data.read_at === null) return null;
  const rows = rowsOf(usage.data, t);
  const anyReached = rows.some((row) => limitReached(row.figure));
  return (
    <Card as="section" className={hosting.card} aria-labelledby="usage-title">
      <h2 id="usage-title" className={hosting.cardTitle}>
        {t('usage.title')}
      </h2>
      <ul className={tools.bars}>
        {rows.map((row) => (
          <UsageBar key={row.key} row={row} />
        ))}
      </ul>
      {anyReached && (
        <div className={hosting.actions}>
          <p className={tools.reached}>{t('usage.reached')}</p>
          <LinkButton to={changePackageHref(orderId)} variant="secondary">
            {t('usage.change_tariff')}
          </LinkButton>
        </div>
      )}
      <p className={hosting.muted}>{t('usage.hint')}</p>
    </Card>
  );
}

function rowsOf(usage: HostingUsage, t: (key: string) => string): Row[] {
  return [
    { key: 'disk', label: t('usage.disk'), figure: usage.disk, unit: 'mib' },
    ...usage.resources.map((resource) => ({
      key: resource.kind,
      label: t(`usage.kinds.${resource.kind}`),
      figure: { used: resource.used, limit: resource.limit },
    })),
  ];
}
