import { adminDomainPaths, registrarStatusSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const useRegistrarStatus = () =>
  useQuery({
    queryKey: ['registrar-status'],
    queryFn: ({ signal }) => api(adminDomainPaths.registrar, { signal, schema: registrarStatusSchema }),
  });
