import { adminPaths, kbPreviewSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The markdown as the portal will show it: rendered and sanitized by the server, never in the browser. */
export const usePreviewKbArticle = () =>
  useMutation({
    mutationFn: (body: string) =>
      api(adminPaths.kbPreview, { method: 'POST', body: { body }, schema: kbPreviewSchema }),
  });
