import { adminPaths, adminPromoCodeSchema, type PromoCodeRequest } from '@portal/contracts';
import { api } from '@/lib/api';
import { useChange } from './content-change';

export const useCreatePromoCode = () =>
  useChange('promo-codes', (body: PromoCodeRequest) =>
    api(adminPaths.promoCodes, { method: 'POST', body, schema: adminPromoCodeSchema }),
  );
