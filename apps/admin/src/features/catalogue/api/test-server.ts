import { adminPath, adminPaths, serverTestSchema } from '@portal/contracts';
import { api } from '@/lib/api';

export const testServer = (id: number) =>
  api(adminPath(adminPaths.serverTest, id), { method: 'POST', schema: serverTestSchema });
