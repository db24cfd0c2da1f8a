import type { SavedCard } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTopUp } from './card-top-up';
import styles from './cards.module.css';
import { RemoveCardDialog } from './remove-card-dialog';

/** The saved cards: masked number, expiry, which one auto-pay charges; a top-up or removal from each. */
export function SavedCardList({ cards, canTopUp }: { cards: SavedCard[]; canTopUp: boolean }) {
  const { t } = useTranslation('cards');
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [toppingUp, setToppingUp] = useState<number | null>(null);
  if (cards.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('list.title')}>
        {cards.map((card) => (
          <li key={card.id}>
            <Card className={styles.section}>
              <div className={styles.card}>
                <div className={styles.cardText}>
                  <span className={styles.number}>{card.masked_number}</span>
                  <span className={styles.muted}>{t('list.expiry', { expiry: card.expiry })}</span>
                  {card.autopay && <span className={styles.badge}>{t('list.autopay')}</span>}
                </div>
                <div className={styles.actions}>
                  {canTopUp && (
                    <Button
                      variant="secondary"
                      aria-expanded={toppingUp === card.id}
                      onClick={() => setToppingUp(toppingUp === card.id ? null : card.id)}
                    >
                      {t('list.top_up')}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    aria-label={t('list.remove_label', { number: card.masked_number })}
                    onClick={() => setRemoving(card)}
                  >
                    {t('list.remove')}
                  </Button>
                </div>
              </div>
              {canTopUp && toppingUp === card.id && <CardTopUp card={card} />}
            </Card>
          </li>
        ))}
      </ul>
      {removing && <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
