import { adminPaths, apiPaths, ERROR_STATUS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../helpers/staff.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

/** The codes the contracts answer with 503: an outside party or a part of ours that is deliberately off. */
const unavailableCodes = Object.entries(ERROR_STATUS)
  .filter(([, status]) => status === 503)
  .map(([code]) => code);

// Every customer and console operation the OpenAPI document lists, sent as written and as
// a hostile client rewrites it (letters percent-encoded, segments re-cased, odd ids, deeply nested and ill-typed
// bodies), as a signed-in customer or staff member. No answer may be a 500 (nor another 5xx than a deliberate
// 503) or hang, and every /api answer is the envelope: { status: true, … } or { status: false, code, message }. Bounded: at most MAX_REQUESTS requests and
// DEADLINE_MS of sending; the figures are printed for the README.

// About 45 variants an operation: room for every operation the document lists, with some to spare.
const MAX_REQUESTS = 20_000;
const DEADLINE_MS = 150_000;
const ANSWER_TIMEOUT_MS = 5_000;
/** How many random segment-and-letter picks each operation gets encoded and re-cased. */
const ROUNDS_PER_OPERATION = 8;

/** Answers that are not the envelope by design: downloads, the event stream, the CSV export, the docs. */
const NOT_ENVELOPE_ON_SUCCESS = [
  /\/download$/,
  /\/files\/[^/]+$/,
  /\/daily-totals\.csv$/,
  /^\/api\/client\/user\/events$/,
  /^\/api\/docs/,
];

interface Operation {
  method: string;
  template: string;
}

interface Variant {
  name: string;
  url: string;
  body?: string;
}

/** A small fixed-seed generator: the same variants every run, so a failure can be sent again by hand. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

const encodeChar = (char: string, upperHex: boolean) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upperHex ? hex.toUpperCase() : hex}`;
};

/** The path's segments after /api: static ones (letters to play with) and filled parameters. */
function segmentsOf(template: string, value: string) {
  return template
    .split('/')
    .slice(2)
    .map((segment) =>
      segment.startsWith('{') ? { text: value, param: true } : { text: segment, param: false },
    );
}

const join = (segments: { text: string }[]) => `/api/${segments.map((segment) => segment.text).join('/')}`;

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

function variantsOf(operation: Operation, next: (below: number) => number): Variant[] {
  const segments = segmentsOf(operation.template, '1');
  const statics = segments
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment }) => !segment.param);
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
  const base = join(segments);
  const variants: Variant[] = [{ name: 'as written', url: base }];

  // Several picks of a segment and a letter: each rewrite lands on another part of the path.
  for (let round = 0; round < ROUNDS_PER_OPERATION; round++) {
    const pick = statics[next(statics.length)];
    if (!pick) break;
    const letters = [...pick.segment.text]
      .map((char, at) => ({ char, at }))
      .filter(({ char }) => /[a-z]/i.test(char));
    const letter = letters[next(letters.length)];
    const replaced = (text: string) =>
      segments.map((segment, index) => (index === pick.index ? { ...segment, text } : segment));
    if (letter) {
      const { text } = pick.segment;
      const encodedOne = replaced(
        `${text.slice(0, letter.at)}${encodeChar(letter.char, next(2) === 0)}${text.slice(letter.at + 1)}`,
      );
      variants.push({ name: 'one letter encoded', url: join(encodedOne) });
      const doubly = encodedOne.map((segment) => ({ ...segment, text: segment.text.replace('%', '%25') }));
      variants.push({ name: 'one letter encoded twice', url: join(doubly) });
      const flipped =
        letter.char === letter.char.toUpperCase() ? letter.char.toLowerCase() : letter.char.toUpperCase();
      variants.push({
        name: 'one letter re-cased',
        url: join(replaced(`${text.slice(0, letter.at)}${flipped}${text.slice(letter.at + 1)}`)),
      });
    }
    variants.push({ name: 'one segment upper-cased', url: join(replaced(pick.segment.text.toUpperCase())) });
  }
  const everyLetter = segments.map((segment) =>
    segment.param
      ? segment
      : { ...segment, text: segment.text.replace(/[a-z]/gi, (char) => encodeChar(char, true)) },
  );
  variants.push({ name: 'every letter encoded', url: join(everyLetter) });
  variants.push({ name: '/api encoded', url: base.replace('/api/', '/%61pi/') });
  variants.push({ name: 'upper-cased /API', url: base.replace('/api/', '/API/') });
  variants.push({ name: 'slash encoded', url: base.replace(/\/([^/]*)$/, '%2F$1') });
  variants.push({ name: 'doubled slash', url: base.replace('/api/', '/api//') });
  variants.push({ name: 'trailing slash', url: `${base}/` });
  variants.push({ name: 'control characters in the query', url: `${base}?page=%00&q=%E2%80%AE%0A` });
  if (segments.some((segment) => segment.param)) {
    for (const id of ['%31', '0x10', '%EF%BC%91', '-1', '99999999999999999999', '1e1', '%00', '..']) {
      variants.push({ name: `parameter ${id}`, url: join(segmentsOf(operation.template, id)) });
    }
  }
  if (withBody) {
    variants.push({ name: 'empty object', url: base, body: '{}' });
    variants.push({ name: 'deep arrays in a field', url: base, body: `{"amount":${deepArray(5_000)}}` });
    variants.push({ name: 'deep objects in a field', url: base, body: `{"reason":${deepObject(1_800)}}` });
    variants.push({ name: 'a bare deep array', url: base, body: deepArray(5_000) });
    variants.push({
      name: 'every type wrong',
      url: base,
      body: JSON.stringify({
        id: { $gt: 0 },
        amount: [1e308],
        email: ['a@b.uz'],
        password: null,
        tariff_id: '0x10',
        reason: '\u202Eevil',
        __proto__: { admin: true },
        constructor: { prototype: { admin: true } },
      }),
    });
    variants.push({ name: 'not JSON', url: base, body: '{"a":' });
  }
  return variants;
}

function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isEnvelope(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const envelope = body as { status?: unknown; code?: unknown; message?: unknown };
  if (status >= 400) {
    return (
      envelope.status === false && typeof envelope.code === 'string' && typeof envelope.message === 'string'
    );
  }
  return envelope.status === true || envelope.status === false;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe('every operation, as written and as a hostile client rewrites it', () => {
  it('never answers 500 or hangs, and every /api answer is the envelope', async () => {
    const { app } = testApp;
    const document = (await app.inject({ method: 'GET', url: `${apiPaths.docs}/json` })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), template })),
    );
    const customerOps = operations.filter((operation) => operation.template.startsWith('/api/client/'));
    const consoleOps = operations.filter((operation) => operation.template.startsWith('/api/admin/'));
    expect(customerOps.length).toBeGreaterThan(50);
    expect(consoleOps.length).toBeGreaterThan(40);

    // Tokens are renewed whenever an operation ended them (logout, blocked, sessions ended).
    let customer = (await registerCustomer(app)).token;
    const owner = await addStaff(testApp, 'owner');
    let staff = await staffToken(app, owner);
    const renewTokens = async () => {
      const profile = await app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(customer) });
      if (profile.statusCode !== 200) customer = (await registerCustomer(app)).token;
      const me = await app.inject({ method: 'GET', url: adminPaths.me, headers: bearer(staff) });
      if (me.statusCode !== 200) staff = await staffToken(app, await addStaff(testApp, 'owner'));
    };

    const next = seeded(24);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let covered = 0;
    const started = Date.now();
    for (const operation of [...customerOps, ...consoleOps]) {
      if (sent >= MAX_REQUESTS || Date.now() - started > DEADLINE_MS) break;
      covered += 1;
      const token = operation.template.startsWith('/api/admin/') ? staff : customer;
      for (const variant of variantsOf(operation, next)) {
        sent += 1;
        const request = app.inject({
          method: operation.method as 'GET',
          url: variant.url,
          headers: {
            ...bearer(token),
            ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(variant.body === undefined ? {} : { payload: variant.body }),
        });
        const answer = await Promise.race([
          request,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS)),
        ]);
        const what = `${operation.method} ${variant.url.slice(0, 120)} (${variant.name})`;
        if (!answer) {
          failures.push(`hung: ${what}`);
          continue;
        }
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        // A 503 with one of the codes the contracts declare as 503 is a deliberate answer (Telegram and Payme's
        // cards are off in this configuration); any other 5xx is a failure.
        const unavailable =
          answer.statusCode === 503 &&
          unavailableCodes.some((code) => answer.body.includes(`"code":"${code}"`));
        if (answer.statusCode >= 500 && !unavailable) {
          failures.push(`${answer.statusCode}: ${what} ${answer.body.slice(0, 200)}`);
        }
        // An /api answer is one the router takes for /api, encoded or not (/%61pi/ is /api/ to it).
        const path = decodedPath(variant.url);
        if (!path.startsWith('/api/')) continue;
        const json = String(answer.headers['content-type'] ?? '').includes('application/json');
        const exempt =
          answer.statusCode < 400 && NOT_ENVELOPE_ON_SUCCESS.some((pattern) => pattern.test(path));
        if (exempt) continue;
        let body: unknown = null;
        try {
          body = json ? answer.json() : null;
        } catch {
          body = null;
        }
        if (!isEnvelope(body, answer.statusCode)) {
          failures.push(`not the envelope (${answer.statusCode}): ${what} ${answer.body.slice(0, 120)}`);
        }
      }
      await renewTokens();
    }
    const fiveHundreds = statuses.get(500) ?? 0;
    console.info(
      `operations fuzz: ${sent} requests over ${customerOps.length} customer and ${consoleOps.length} console ` +
        `operations in ${Math.round((Date.now() - started) / 1000)} s; answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `500s: ${fiveHundreds}; failures: ${failures.length}`,
    );
    expect(covered).toBe(customerOps.length + consoleOps.length);
    expect(failures).toEqual([]);
  }, 240_000);
});
