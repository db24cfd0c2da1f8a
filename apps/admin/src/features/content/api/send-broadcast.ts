import { adminPaths, type BroadcastRequest, broadcastResultSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Sends a message to every customer (or one language's); answers how many it will reach. */
export const useSendBroadcast = () =>
  useMutation({
    mutationFn: (body: BroadcastRequest) =>
      api(adminPaths.broadcasts, { method: 'POST', body, schema: broadcastResultSchema }),
  });
