import { UpcomingPage } from '@/components/layout/upcoming-page';

export function Component() {
  return <UpcomingPage titleKey="routes.profileRecords" />;
}
