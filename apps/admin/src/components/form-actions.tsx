import { Button, Card } from '@portal/web-kit/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from './ui.module.css';

/** Save and Cancel under a form that edits something in place. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={ui.row}>
      <Button type="submit" disabled={busy}>
        {t('catalogue:save')}
      </Button>
      <Button variant="secondary" type="button" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
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
        <Button type="button" onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{label}</h2>
      {children(() => setOpen(false))}
    </Card>
  );
}
