import { adminPaths, callbackEntrySchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The latest payment providers' callbacks as they arrived. */
export const useCallbacks = () =>
  useQuery({
    queryKey: ['callbacks'],
    queryFn: ({ signal }) => api(adminPaths.callbacks, { signal, schema: z.array(callbackEntrySchema) }),
  });
