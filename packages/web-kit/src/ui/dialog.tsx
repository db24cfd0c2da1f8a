import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

type DialogProps = { title: string; onClose: () => void; children: ReactNode };

/**
 * A modal dialog on the browser's own <dialog>: showModal() traps focus and makes the page behind it inert,
 * Escape closes it (the `cancel` event), and focus returns to the control that opened it. The browser focuses
 * the first control inside; a dialog that has none yet (its content still loading) would leave focus on <body>,
 * so its title takes it: a screen reader reads what opened, and Tab goes on into the dialog.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    if (!dialog.contains(document.activeElement)) titleRef.current?.focus();
    const handleCancel = (event: Event) => {
      // The parent decides whether the dialog goes (it unmounts it); the browser must not close it alone.
      event.preventDefault();
      latestOnClose.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
