export interface SmsMessage {
  /** E.164, e.g. +998901234567. */
  to: string;
  text: string;
}

/** The SmsSender port: one SMS out. Throws when the gateway refuses it, so the job retries. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  /** Each call to the gateway gives up after this long, so a hung gateway cannot hold a job's lease. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The Eskiz gateway (url-encoded forms): a bearer token from auth/login (kept and renewed on 401), then message/sms/send. */
export function createEskizSmsSender(options: EskizOptions): SmsSender {
  let token: string | undefined;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  async function logIn(): Promise<string> {
    const form = new URLSearchParams({ email: options.email, password: options.password });
    const response = await fetch(`${options.baseUrl}/auth/login`, {
      method: 'POST',
      body: form,
      signal: timeout(),
    });
    if (!response.ok) throw new Error(`Eskiz login failed with HTTP ${response.status}`);
    const body = (await response.json()) as { data?: { token?: unknown } };
    if (typeof body.data?.token !== 'string') throw new Error('Eskiz login answered no token');
    return body.data.token;
  }

  async function post(message: SmsMessage, bearer: string): Promise<Response> {
    const form = new URLSearchParams({
      mobile_phone: message.to.replace(/\D/g, ''),
      message: message.text,
      from: options.from,
    });
    return fetch(`${options.baseUrl}/message/sms/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
      signal: timeout(),
    });
  }

  return {
    async send(message) {
      token ??= await logIn();
      let response = await post(message, token);
      if (response.status === 401) {
        token = await logIn();
        response = await post(message, token);
      }
      if (!response.ok) {
        throw new Error(`Eskiz refused the SMS with HTTP ${response.status}: ${await response.text()}`);
      }
    },
  };
}
