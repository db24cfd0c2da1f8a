import type { AutopaySettings, SavedCard } from '@portal/contracts';
import { Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutopay } from '../../api/autopay';
import { useSavedCards } from '../../api/saved-cards';
import { AutopaySettingsForm } from './autopay-settings';
import { CardForm } from './card-form';
import styles from './cards.module.css';
import { SavedCardList } from './saved-card-list';

/** The auto-pay form starts again from the server's state when it or the cards change (a card added or removed). */
const autopayFormKey = (settings: AutopaySettings, cards: SavedCard[]) =>
  `${settings.enabled}:${settings.card_id}:${cards.map((card) => card.id).join(',')}`;

/**
 * Saved cards and auto-pay, at /pay (with one-tap top-ups) and in the settings (docs/product/saved-cards.md).
 */
export function SavedCards({ canTopUp = false }: { canTopUp?: boolean }) {
  const { t } = useTranslation('cards');
  const cards = useSavedCards();
  const autopay = useAutopay();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="saved-cards-title">
        <h2 id="saved-cards-title" className={styles.title}>
          {t('list.title')}
        </h2>
        {cards.isError && <p className={styles.muted}>{t('errors.load_failed')}</p>}
        {cards.data && <SavedCardList cards={cards.data} canTopUp={canTopUp} />}
        {saved && !adding && (
          <p className={styles.muted} role="status">
            {t('form.saved')}
          </p>
        )}
        {adding ? (
          <Card>
            <CardForm
              onSaved={() => {
                setAdding(false);
                setSaved(true);
              }}
            />
          </Card>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setAdding(true);
            }}
          >
            {t('form.add')}
          </Button>
        )}
      </section>
      <section className={styles.section} aria-labelledby="autopay-title">
        <h2 id="autopay-title" className={styles.title}>
          {t('autopay.title')}
        </h2>
        {autopay.isError && <p className={styles.muted}>{t('errors.load_failed')}</p>}
        {autopay.data && cards.data && (
          <AutopaySettingsForm
            key={autopayFormKey(autopay.data, cards.data)}
            settings={autopay.data}
            cards={cards.data}
          />
        )}
      </section>
    </div>
  );
}
