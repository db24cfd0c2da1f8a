import { type Banner, FormBanner } from '@portal/web-kit/form';
import { Button, Dialog } from '@portal/web-kit/ui';
import type { FormEvent, ReactNode } from 'react';
import hosting from '../hosting.module.css';

type FormDialogProps = {
  title: string;
  /** The form's submit handler (react-hook-form's handleSubmit around the request). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  banner: Banner | undefined;
  cancelText: string;
  submitText: string;
  isBusy: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The order home's dialog around a form (a new box, database, account or job; a new password or other change):
 * the fields, the form's banner, then cancel and submit. Validation stays with the browser off so the
 * contract's messages show on the fields.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, onSubmit, banner, cancelText, submitText, isBusy, onClose, children } = props;
  return (
    <Dialog title={title} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <FormBanner banner={banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {cancelText}
          </Button>
          <Button type="submit" isBusy={isBusy}>
            {submitText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
