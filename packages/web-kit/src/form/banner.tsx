import { Alert, type AlertVariant } from '../ui/alert';

/** What a form says above or below its fields: a result or an error that belongs to no single field. */
export type Banner = { variant: AlertVariant; text: string };

export function FormBanner({ banner, className }: { banner: Banner | undefined; className?: string }) {
  if (!banner) return null;
  return (
    <Alert variant={banner.variant} className={className}>
      {banner.text}
    </Alert>
  );
}
