import http from 'node:http';
import https from 'node:https';
import { PanelError } from './hosting-panel.js';

// One ISPmanager API call over HTTP(S): a form-encoded POST (passwords stay out of URLs and logs), out=json,
// and the answer read from the body, since the panel says 200 even for errors (docs/providers/ispmanager.md).

export type IspDoc = Record<string, unknown>;

export interface IspRequest {
  apiUrl: string;
  tlsInsecure: boolean;
  timeoutMs: number;
  params: Record<string, string>;
}

function post(request: IspRequest): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(request.apiUrl);
  const body = new URLSearchParams({ ...request.params, out: 'json' }).toString();
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
        },
        timeout: request.timeoutMs,
        ...(url.protocol === 'https:' ? { rejectUnauthorized: !request.tlsInsecure } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** `{"$": "v"}` → "v"; anything else as it is. */
export const unwrap = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '$' in value) {
    const inner = (value as { $: unknown }).$;
    return typeof inner === 'string' ? inner : inner === undefined ? undefined : String(inner);
  }
  return undefined;
};

/** Calls the panel and answers `doc`, or throws a PanelError for a transport failure or a panel error. */
export async function ispCall(request: IspRequest): Promise<IspDoc> {
  const func = request.params.func ?? '?';
  let answer: Awaited<ReturnType<typeof post>>;
  try {
    answer = await post(request);
  } catch (error) {
    throw new PanelError('transport', `${func}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (answer.status !== 200) throw new PanelError('transport', `${func}: HTTP ${answer.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw new PanelError(
      'transport',
      `${func}: the answer is not JSON (${answer.type || 'no content type'})`,
    );
  }
  const doc = (parsed as { doc?: unknown } | null)?.doc;
  if (!doc || typeof doc !== 'object') throw new PanelError('transport', `${func}: the answer has no doc`);
  const error = (doc as IspDoc).error as IspDoc | undefined;
  if (error && typeof error === 'object') {
    const type = typeof error.$type === 'string' ? error.$type : 'unknown';
    const object = typeof error.$object === 'string' ? error.$object : undefined;
    const message = unwrap(error.msg) ?? unwrap(error.detail) ?? type;
    throw new PanelError('panel', `${func}: ${message}`, type, object);
  }
  return doc as IspDoc;
}

/** A write succeeded when `doc.ok` is there, wrapped or empty. */
export function assertOk(func: string, doc: IspDoc): void {
  if (!('ok' in doc)) throw new PanelError('transport', `${func}: the panel did not confirm the change`);
}

/** `doc.elem` as a list: an array, one object, or none at all. */
export function elements(doc: IspDoc): IspDoc[] {
  const elem = doc.elem;
  if (Array.isArray(elem)) return elem as IspDoc[];
  if (elem && typeof elem === 'object') return [elem as IspDoc];
  return [];
}
