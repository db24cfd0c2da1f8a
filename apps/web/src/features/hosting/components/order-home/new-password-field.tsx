import { TextField, type TextFieldProps } from '@portal/web-kit/ui';

/**
 * A field for a password being set (a new box, database user or FTP account, or a new password for one): hidden
 * while typed, and marked as new so password managers offer to generate and save it.
 */
export function NewPasswordField(props: TextFieldProps) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}
