import ui from './ui.module.css';

/** An error (announced at once) or a success message (announced politely); nothing when there is no text. */
export function Banner({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: string | null | undefined;
}) {
  if (!children) return null;
  return (
    <p className={ui.banner} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
