import type { ApiForm } from '@portal/web-kit/form';
import type { FieldValues } from 'react-hook-form';

/**
 * The submit handler of a dialog that closes once its request is through: the old banner goes, the request is
 * sent, and a refusal lands on the fields or in the banner with `failedText` as the last resort.
 */
export function saveThenClose<Input extends FieldValues, Output>(
  form: ApiForm<Input, Output>,
  save: (body: Output) => Promise<unknown>,
  failedText: string,
  onClose: () => void,
) {
  return form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    try {
      await save(body);
      onClose();
    } catch (failure) {
      form.showError(failure, failedText);
    }
  });
}
