import { hostingPaths, type PanelLinkKind, panelLinkResponseSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from './get-order';

const templates: Record<PanelLinkKind, string> = {
  ispmanager: hostingPaths.panelLink,
  'wap-ispmanager': hostingPaths.wapPanelLink,
};

/** A one-time login URL: asked for at the moment of the tap, never cached. */
export async function getPanelLink(orderId: number, kind: PanelLinkKind): Promise<string> {
  const answer = await apiRequest(orderPath(templates[kind], orderId), { schema: panelLinkResponseSchema });
  return answer.data.url;
}

export const usePanelLink = (orderId: number) =>
  useMutation({ mutationFn: (kind: PanelLinkKind) => getPanelLink(orderId, kind) });
