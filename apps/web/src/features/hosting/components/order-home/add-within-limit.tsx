import { type HostingResourceKind, limitReached } from '@portal/contracts';
import { Button } from '@portal/web-kit/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsage } from '../../api/tools-queries';
import hosting from '../hosting.module.css';

/** The tariff's limit of `kind` once the order's usage reading has reached it; undefined below it or unlimited. */
function useReachedLimit(orderId: number, kind: HostingResourceKind): number | undefined {
  const figure = useUsage(orderId).data?.resources.find((resource) => resource.kind === kind);
  return figure && limitReached(figure) ? (figure.limit ?? undefined) : undefined;
}

type AddWithinLimitProps = {
  orderId: number;
  kind: HostingResourceKind;
  onAdd: () => void;
  children: ReactNode;
};

/**
 * A tab's "add" button. At the tariff's limit it stays, disabled, with the reason beside it: the server refuses
 * the create anyway, and a form that can only fail wastes the customer's typing. Until the usage reading answers
 * (or when the panel is silent) the button is offered and the server's refusal is the word.
 */
export function AddWithinLimit({ orderId, kind, onAdd, children }: AddWithinLimitProps) {
  const { t } = useTranslation('hosting-tools');
  const reasonId = useId();
  const limit = useReachedLimit(orderId, kind);
  const isAtLimit = limit !== undefined;
  return (
    <>
      <Button onClick={onAdd} disabled={isAtLimit} aria-describedby={isAtLimit ? reasonId : undefined}>
        {children}
      </Button>
      {isAtLimit && (
        <p id={reasonId} className={hosting.muted}>
          {t(`at_limit.${kind}`, { count: limit })}
        </p>
      )}
    </>
  );
}
