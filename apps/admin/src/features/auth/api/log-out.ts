import { adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';

export const logOut = () => api(adminPaths.logout, { method: 'POST', schema: noDataSchema });
