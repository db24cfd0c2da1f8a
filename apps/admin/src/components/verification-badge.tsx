import type { RecordVerification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui.module.css';

const TONES: Record<RecordVerification, 'success' | 'danger' | 'muted'> = {
  approved: 'success',
  rejected: 'danger',
  pending: 'muted',
};

/** Whether staff have checked a registrant record against its scans. */
export function VerificationBadge({ state }: { state: RecordVerification }) {
  const { t } = useTranslation();
  return (
    <span className={ui.badge} data-tone={TONES[state]}>
      {t(`records:verification.${state}`)}
    </span>
  );
}
