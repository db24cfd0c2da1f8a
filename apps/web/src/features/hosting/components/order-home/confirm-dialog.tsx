import { Alert, Button, Dialog } from '@portal/web-kit/ui';
import hosting from '../hosting.module.css';

type ConfirmDialogProps = {
  title: string;
  /** What the step does and what is lost, in the screen's own words. */
  text: string;
  /** The refusal to show, already in words; nothing while the step has not failed. */
  error?: string | undefined;
  cancelText: string;
  confirmText: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The order home's "are you sure" for a step that cannot be undone (deleting a box, a database, an account, a
 * job, a record; resetting a zone): one sentence, the refusal if there was one, cancel and a danger button.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, text, error, cancelText, confirmText, isBusy, onConfirm, onClose } = props;
  return (
    <Dialog title={title} onClose={onClose}>
      <div className={hosting.stack}>
        <p>{text}</p>
        {error !== undefined && <Alert variant="danger">{error}</Alert>}
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {cancelText}
          </Button>
          <Button variant="danger" isBusy={isBusy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
