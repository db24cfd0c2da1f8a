import type { ProfileRecord } from '@portal/contracts';

export const recordFixture = (overrides: Partial<ProfileRecord> = {}): ProfileRecord => ({
  id: 7,
  firstname: 'Oʻgʻiloy',
  lastname: 'Karimova',
  middlename: 'Rustamovna',
  birthday: '1990-03-21',
  passport: 'AA1234567',
  passport_issued_by: 'Yunusobod IIB',
  passport_issued_at: '2015-05-10',
  country: 'UZ',
  region: 'tashkent_city',
  district: 'Yunusobod',
  address: 'Amir Temur 1',
  phone_number: '+998901234567',
  email: 'ogiloy@example.uz',
  files: [
    { kind: 'passport_photo', content_type: 'image/png', size: 2048, uploaded_at: '2026-05-01T10:00:00Z' },
  ],
  verification: 'pending',
  rejection_reason: null,
  created_at: '2026-05-01T10:00:00Z',
  updated_at: '2026-05-01T10:00:00Z',
  ...overrides,
});

export type Handled = {
  status?: number;
  body?: unknown;
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string };
};
export type SeenCall = { url: string; method: string; body: BodyInit | null | undefined };

/** Stubs fetch with a handler per "METHOD url"; records every call with its raw body (FormData stays one). */
export function stubApi(handlers: Record<string, () => Handled>) {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body });
      const reply = handlers[`${method} ${url}`]?.() ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: 'Not found' },
      };
      if (reply.file) {
        return new Response(reply.file.bytes, { status: 200, headers: { 'Content-Type': reply.file.type } });
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
