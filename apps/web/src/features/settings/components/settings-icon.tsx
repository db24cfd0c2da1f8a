import type { ReactNode } from 'react';
import { StrokeIcon } from '@/components/ui/stroke-icon';

const SHAPES = {
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6m12 12 1.4 1.4M2.5 12h2m15 0h2M4.6 19.4 6 18M18 6l1.4-1.4" />
    </>
  ),
  sunset: (
    <>
      <path d="M7 16a5 5 0 0 1 10 0M3 16h18M5 20h14M12 3v5m-3-2 3 2 3-2" />
      <path d="m4.9 9.9 1.4 1.4m12.8-1.4-1.4 1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
} satisfies Record<string, ReactNode>;

export type SettingsIconName = keyof typeof SHAPES;

export function SettingsIcon({ name, className }: { name: SettingsIconName; className?: string }) {
  return <StrokeIcon className={className}>{SHAPES[name]}</StrokeIcon>;
}
