import { StrokeIcon } from '@/components/ui/stroke-icon';

/** The newspaper the home menu shows for news, drawn again here: features do not share components. */
export function NewsIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon {...(className ? { className } : {})}>
      <path d="M4 5h12v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
      <path d="M16 9h4v10a2 2 0 0 1-2 2M7.5 9h5M7.5 13h5M7.5 17h3" />
    </StrokeIcon>
  );
}
