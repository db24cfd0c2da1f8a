import { type AppMeta, metaPath } from '@portal/contracts';
import { apiRequest } from '@/lib/api-client';
import { oneRequestStore } from './one-request-store';

// Every page's header asks for it: the schema (zod/mini) loads with the request, not with the page. No query
// library either: a visitor's first screen paints without it (lib/query-scope.tsx); the support page's query
// (./app-meta-query.ts) reads the same answer.
const appMetaAnswer = {
  load: () => import('@portal/contracts/visitor-answers').then((module) => module.appMetaSchema),
};

/** One answer per page load for whoever asks first; a failed request is made again by the next to ask. */
const appMeta = oneRequestStore(async () => (await apiRequest(metaPath, { schema: appMetaAnswer })).data);

export const loadAppMeta = (): Promise<AppMeta> => appMeta.load();

/**
 * Demo mode and the support contacts, asked for on the first render that needs them; undefined until the answer
 * comes, when the API is unreachable (a header without the demo badge is all it costs), and in the render that
 * adopts a prerendered page (which had none).
 */
export const useAppMeta = (): AppMeta | undefined => appMeta.useAnswer();
