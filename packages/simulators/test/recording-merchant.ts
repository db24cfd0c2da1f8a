import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface MerchantReply {
  status?: number;
  body: unknown;
}

export interface RecordingMerchant {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A throw-away merchant endpoint: records what arrives and answers with the test's protocol logic. */
export async function startRecordingMerchant(
  answer: (request: RecordedRequest) => MerchantReply,
): Promise<RecordingMerchant> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const reply = answer(request);
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
