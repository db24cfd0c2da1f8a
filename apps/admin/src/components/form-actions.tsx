import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from './ui.module.css';

/** Save and Cancel under a form that edits something in place. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={ui.row}>
      <button className={ui.button} type="submit" disabled={busy}>
        {t('catalogue.save')}
      </button>
      <button className={`${ui.button} ${ui.secondary}`} type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

/** A button that opens a card with a form to add something; the form closes it when done or cancelled. */
export function AddSection({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!open) {
    return (
      <div>
        <button className={ui.button} type="button" onClick={() => setOpen(true)}>
          {label}
        </button>
      </div>
    );
  }
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{label}</h2>
      {children(() => setOpen(false))}
    </section>
  );
}
