import { Alert } from '@portal/web-kit/ui';

/**
 * A page's message that may be absent (a list that did not load, what a change did): the kit's Alert, announced
 * at once for an error and politely for a success, and nothing when there is no text.
 */
export function Banner({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: string | null | undefined;
}) {
  if (!children) return null;
  return <Alert variant={tone === 'error' ? 'danger' : 'success'}>{children}</Alert>;
}
