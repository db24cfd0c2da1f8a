import { adminDomainPaths, driftReportSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The sync's corrections; with `dryRun`, also what a sync would change now (it asks the registrar). */
export const useDrift = (dryRun: boolean) =>
  useQuery({
    queryKey: ['domain-drift', dryRun],
    queryFn: ({ signal }) =>
      api(`${adminDomainPaths.drift}?dry_run=${dryRun ? '1' : '0'}`, { signal, schema: driftReportSchema }),
  });
