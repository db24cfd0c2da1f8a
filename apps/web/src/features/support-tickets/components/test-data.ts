import type { TicketDetail, TicketSummary } from '@portal/contracts';

export const summaryFixture = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 31,
  subject: 'The site shows error 500',
  department: 'technical',
  status: 'open',
  service: null,
  created_at: '2026-11-27T09:00:00Z',
  last_message_at: '2026-11-27T09:00:00Z',
  first_answer_due_at: '2026-11-28T09:00:00Z',
  ...overrides,
});

export const detailFixture = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  ...summaryFixture(),
  kb_article: null,
  messages: [
    {
      id: 1,
      author: 'customer',
      author_name: null,
      body: 'My site answers 500 since this morning.',
      via: 'web',
      attachments: [{ id: 5, file_name: 'screen.png', content_type: 'image/png', size_bytes: 2048 }],
      created_at: '2026-11-27T09:00:00Z',
    },
  ],
  events: [],
  reply_address: 'support+31.abc123@portal.example.uz',
  rating: null,
  rating_comment: null,
  can_reopen: false,
  can_rate: false,
  closed_at: null,
  ...overrides,
});

export const staffAnswer = {
  id: 2,
  author: 'staff' as const,
  author_name: 'Dilnoza',
  body: 'We restarted PHP; please check again.',
  via: 'web' as const,
  attachments: [],
  created_at: '2026-11-27T10:00:00Z',
};

export type Handled = {
  status?: number;
  body?: unknown;
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string };
  headers?: Record<string, string>;
};
export type SeenCall = {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
};

/**
 * Stubs fetch with a handler per "METHOD url"; records every call with its raw body (FormData stays one) and its
 * headers.
 */
export function stubApi(handlers: Record<string, () => Handled>) {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body, headers: { ...(init.headers as Record<string, string>) } });
      const reply = handlers[`${method} ${url}`]?.() ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: 'Not found' },
      };
      if (reply.file) {
        return new Response(reply.file.bytes, { status: 200, headers: { 'Content-Type': reply.file.type } });
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown, total?: number): Handled => ({
  body: total === undefined ? { status: true, data } : { status: true, data, total },
});
