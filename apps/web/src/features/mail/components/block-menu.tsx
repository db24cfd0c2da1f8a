import type { MailUser } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetBlocked } from '../api/mail-mutations';
import styles from './mail.module.css';

type Step = 'closed' | 'menu' | 'confirm';

/** A "⋯" menu with block or unblock, each asked again before it is done. */
export function BlockMenu({ peer }: { peer: MailUser }) {
  const { t } = useTranslation('mail');
  const [step, setStep] = useState<Step>('closed');
  const setBlocked = useSetBlocked(peer.id);
  const menuId = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const willBlock = !peer.blocked_by_me;

  useEffect(() => {
    if (step === 'closed') return;
    if (step === 'confirm') confirmRef.current?.focus();
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setStep('closed');
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [step]);

  const handleConfirm = () => setBlocked.mutate(willBlock, { onSuccess: () => setStep('closed') });

  return (
    <div className={styles.menuWrap}>
      <Button
        variant="ghost"
        aria-label={t('block.menu')}
        aria-haspopup="true"
        aria-expanded={step === 'menu'}
        aria-controls={step === 'menu' ? menuId : undefined}
        onClick={() => setStep(step === 'closed' ? 'menu' : 'closed')}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {step === 'menu' && (
        <div id={menuId} className={styles.menu}>
          <Button variant={willBlock ? 'danger' : 'secondary'} isBlock onClick={() => setStep('confirm')}>
            {willBlock ? t('block.block') : t('block.unblock')}
          </Button>
        </div>
      )}
      {step === 'confirm' && (
        <div
          ref={confirmRef}
          className={styles.menu}
          role="alertdialog"
          aria-labelledby={`${menuId}-text`}
          tabIndex={-1}
        >
          <p id={`${menuId}-text`} className={styles.confirmText}>
            {t(willBlock ? 'block.confirm_block' : 'block.confirm_unblock', { name: peer.display_name })}
          </p>
          {setBlocked.isError && <Alert variant="danger">{t('block.failed')}</Alert>}
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={() => setStep('closed')}>
              {t('block.cancel')}
            </Button>
            <Button
              variant={willBlock ? 'danger' : 'primary'}
              isBusy={setBlocked.isPending}
              onClick={handleConfirm}
            >
              {t('block.confirm')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
