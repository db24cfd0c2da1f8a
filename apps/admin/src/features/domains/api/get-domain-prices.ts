import { adminDomainPaths, adminDomainPriceSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useDomainPrices = () =>
  useQuery({
    queryKey: ['domain-prices'],
    queryFn: ({ signal }) =>
      api(adminDomainPaths.prices, { signal, schema: z.array(adminDomainPriceSchema) }),
  });
