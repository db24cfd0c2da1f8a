// Growth benchmark: do the customer's everyday reads stay as fast when the tables hold years of history?
// Two PostgreSQL databases, both with one measured customer who has 100 ledger rows, 10 orders and 10
// notifications: a small one (10 customers: 1,000 ledger rows) and a large one (10,000 customers: 1,000,000
// ledger rows, 100,000 orders, 100,000 notifications). The same four calls are loaded on each with autocannon;
// the mean latency of the large over the small should stay within 1.2x (indexes per customer, no count over a
// whole table per request).
//   npm run bench:growth -w @portal/bench
// Both databases stay up while the calls are measured, small and large alternately, round after round (the
// median of each is compared), so a burst of other work on the machine hits both alike.
// Knobs: PG_BENCH_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (5), BENCH_CONNECTIONS (10),
// BENCH_CUSTOMERS (10000: the large database), BENCH_ROUNDS (4).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '@portal/api';
import { parseConfig } from '@portal/api/config/config';
import { createSecretBox } from '@portal/api/lib/secret-box';
import { apiPaths, hostingPaths, notificationsPaths, paymentPaths } from '@portal/contracts';
import pg from 'pg';
import { runLoad } from './load.js';

const adminUrl = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const largeCustomers = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const LEDGER_PER_CUSTOMER = 100;
const ORDERS_PER_CUSTOMER = 10;
const NOTIFICATIONS_PER_CUSTOMER = 10;

const calls = {
  profile: apiPaths.profile,
  'orders list': `${hostingPaths.orders}?page=1&per_page=10`,
  'money history': `${paymentPaths.history}?page=1&per_page=10`,
  notifications: `${notificationsPaths.list}?page=1&per_page=10`,
};

const onAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Fills a migrated database around the measured customer `me`, in set-based statements. */
async function seed(url: string, me: number, customers: number, sealedPassword: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (firstname, lastname, email, birthday, sex, phone_number, password_hash)
       select 'Growth', 'Customer', 'growth' || g || '@example.uz', '1990-01-01', 'male',
              '+99893' || lpad(g::text, 7, '0'), (select password_hash from users where id = $1)
       from generate_series(1, $2::int) g`,
      [me, customers - 1],
    );
    await client.query(
      'insert into accounts (user_id) select id from users where id not in (select user_id from accounts)',
    );
    await client.query(
      `insert into ledger_entries (user_id, amount_tiyin, reason, reference_type, reference_id, created_at)
       select u.id, 1000000, 'top_up', 'invoice', u.id || '-' || g, now() - make_interval(hours => g)
       from users u, generate_series(1, $1::int) g`,
      [LEDGER_PER_CUSTOMER],
    );
    await client.query('update accounts set balance_tiyin = $1', [LEDGER_PER_CUSTOMER * 1_000_000]);
    const server = await client.query<{ id: number }>(
      `insert into hosting_servers (name, api_url, admin_login, admin_password_sealed, location)
       values ('Growth', 'https://127.0.0.1:1500/ispmgr', 'root', 'sealed', 'Toshkent') returning id`,
    );
    const tariff = await client.query<{ id: number }>(
      `insert into hosting_tariffs (server_id, name, preset, limits, prices)
       values ($1, 'Start', 'start', '{}', '{"2592000": 25000}') returning id`,
      [server.rows[0]?.id],
    );
    await client.query(
      `insert into hosting_orders (user_id, server_id, tariff_id, status, pay_type, period_price_tiyin, expires_at,
                                   panel_login, panel_password_sealed, created_at, updated_at)
       select u.id, $1, $2, 'active', 2592000, 2500000, now() + interval '20 days', 'u' || u.id || 'o' || g,
              $4, now() - make_interval(days => g), now()
       from users u, generate_series(1, $3::int) g`,
      [server.rows[0]?.id, tariff.rows[0]?.id, ORDERS_PER_CUSTOMER, sealedPassword],
    );
    await client.query(
      `insert into notifications (user_id, kind, params, created_at, read_at)
       select u.id, 'top_up_credited', '{"amount": 10000}', now() - make_interval(hours => g),
              case when g % 2 = 0 then now() end
       from users u, generate_series(1, $1::int) g`,
      [NOTIFICATIONS_PER_CUSTOMER],
    );
    // Steady state, as autovacuum leaves a live database: visibility map set (index-only scans), statistics fresh.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** A seeded database with the app listening on it: where to send the calls, whose token, how to clean up. */
interface Prepared {
  base: string;
  token: string;
  close: () => Promise<void>;
}

/** Builds the app on a new database, seeds it and starts listening. */
async function prepare(customers: number): Promise<Prepared> {
  const name = `bench_growth_${randomBytes(4).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = parseConfig({
    DATABASE_URL: url.toString(),
    DEMO_MODE: 'false',
    CODE_SECRET: 'bench-code-secret-of-at-least-32-chars',
    HOSTING_SECRET_KEY: 'bench-hosting-secret-of-at-least-32-chars',
    LOG_LEVEL: 'warn',
    JOBS_POLL_MS: '0',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp(config);
  const close = async () => {
    await app.close();
    await onAdmin(`drop database ${name} with (force)`);
  };
  try {
    const registered = await app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: {
        firstname: 'Bench',
        lastname: 'Mark',
        sex: 'male',
        birthday: '1990-01-01',
        email: 'bench.growth@example.uz',
        phone_number: '+998901234567',
        password: 'Bench#2024',
        password_confirmation: 'Bench#2024',
      },
    });
    if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
    const token = registered.json().data.access_token as string;
    const profile = await app.inject({
      url: apiPaths.profile,
      headers: { authorization: `Bearer ${token}` },
    });
    const me = profile.json().data.id as number;
    const started = Date.now();
    await seed(url.toString(), me, customers, createSecretBox(config.hosting.secretKey).seal('Growth#2024'));
    const seededIn = ((Date.now() - started) / 1000).toFixed(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const [call, path] of Object.entries(calls)) {
      const check = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (check.status !== 200) throw new Error(`${call} answered ${check.status}: ${await check.text()}`);
      await runLoad({ url: `${base}${path}`, token, connections, seconds: 2 }); // warm-up
    }
    console.info(`  ${customers} customers seeded in ${seededIn} s`);
    return { base, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Mean latency in ms of one round of `call`. */
async function latencyOf(target: Prepared, call: keyof typeof calls): Promise<number> {
  const run = await runLoad({
    url: `${target.base}${calls[call]}`,
    token: target.token,
    connections,
    seconds,
  });
  if (run.non2xx > 0) throw new Error(`${call}: ${run.non2xx} non-2xx answers`);
  return run.latency.mean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

console.info(
  `Growth: ${connections} connections, ${rounds} x ${seconds} s per call and database, PostgreSQL`,
);
const small = await prepare(10);
const large = await prepare(largeCustomers).catch(async (error) => {
  await small.close();
  throw error;
});
const loadAverages: number[] = [];
try {
  console.info(
    `call            1,000 rows   ${(largeCustomers * LEDGER_PER_CUSTOMER).toLocaleString('en')} rows   ratio`,
  );
  for (const call of Object.keys(calls) as (keyof typeof calls)[]) {
    const samples = { small: [] as number[], large: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      // Which goes first alternates too, so that neither always follows the other's load.
      for (const size of round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const)) {
        samples[size].push(await latencyOf(size === 'small' ? small : large, call));
      }
      loadAverages.push(os.loadavg()[0] ?? 0);
    }
    const [smallMs, largeMs] = [median(samples.small), median(samples.large)];
    const ratio = largeMs / smallMs;
    console.info(
      `${call.padEnd(16)}${`${smallMs.toFixed(2)} ms`.padEnd(13)}${`${largeMs.toFixed(2)} ms`.padEnd(17)}${ratio.toFixed(2)}${ratio > 1.2 ? '  over 1.2' : ''}`,
    );
  }
  console.info(
    `load average during the rounds: ${Math.min(...loadAverages).toFixed(1)} to ${Math.max(...loadAverages).toFixed(1)}`,
  );
} finally {
  await Promise.all([small.close(), large.close()]);
}
