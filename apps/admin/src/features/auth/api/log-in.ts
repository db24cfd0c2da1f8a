import { adminPaths, type StaffLoginRequest, staffLoginResponseSchema } from '@portal/contracts';
import { api } from '@/lib/api';

export const logIn = (body: StaffLoginRequest) =>
  api(adminPaths.login, { method: 'POST', body, schema: staffLoginResponseSchema });
