import { AuthHistory } from '@/features/security/components/auth-history';

export function Component() {
  return <AuthHistory />;
}
