// Text no field may carry: C0 and C1 control characters (NUL first of all: PostgreSQL refuses it in text, so it
// would surface as a server error), except tab and the line breaks of multi-line fields; and the bidi overrides
// and isolates that can make a text read backwards on someone else's screen. Those go in every field
// (a staff member's reason, a message, a record is shown to a customer); only a password, which nobody is
// ever shown, keeps whatever its owner chose.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const SECRET_FIELD = /(^|_)password(_confirmation)?$/;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** The paths of every string in `value` (an object, a list or a string) that a field must not hold. */
export function unsafeTextFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const isSecret = SECRET_FIELD.test(path.split('.').pop() ?? '');
    return CONTROL.test(value) || (!isSecret && BIDI.test(value)) ? [path || 'value'] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    unsafeTextFields(inner, path ? `${path}.${key}` : key),
  );
}

/**
 * False when `value` holds no string with a control character or a bidi override anywhere, whatever its field:
 * the check every request passes, without building the paths `unsafeTextFields` names (it may still find none).
 */
export function mayHoldUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value) || BIDI.test(value);
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) if (mayHoldUnsafeText((value as Record<string, unknown>)[key])) return true;
  return false;
}
