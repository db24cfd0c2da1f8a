import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { api } from '@/lib/api';
import { useChange } from './content-change';

export const useDisablePromoCode = () =>
  useChange('promo-codes', (id: number) =>
    api(adminPath(adminPaths.promoCodeDisable, id), { method: 'POST', schema: noDataSchema }),
  );
