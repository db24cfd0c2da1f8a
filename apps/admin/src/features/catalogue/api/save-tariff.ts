import { adminPath, adminPaths, createdIdSchema, noDataSchema, type TariffRequest } from '@portal/contracts';
import { api } from '@/lib/api';
import { useCatalogueChange } from './catalogue-change';

export const useSaveTariff = () =>
  useCatalogueChange(({ id, body }: { id: number | null; body: TariffRequest }) =>
    id === null
      ? api(adminPaths.tariffs, { method: 'POST', body, schema: createdIdSchema })
      : api(adminPath(adminPaths.tariff, id), { method: 'PUT', body, schema: noDataSchema }),
  );
