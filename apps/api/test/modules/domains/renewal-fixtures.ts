import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { domainEvents, domainOperations, domains } from '../../../src/db/schema.js';
import {
  type DomainRow,
  insertDomain,
  upsertPrice,
} from '../../../src/modules/domains/domains.repository.js';

// Domains placed straight into the database in a given state, as registration (another test file's subject)
// would have left them, and the prices the renewal tests charge.

let counter = 0;

/** A unique label per test process, so names never collide across files sharing a PostgreSQL server. */
export function uniqueLabel(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

export async function placeDomain(
  app: FastifyInstance,
  input: {
    userId: number;
    name: string;
    status?: DomainRow['status'];
    expiresAt: Date;
    autoRenew?: boolean;
    registrarId?: string | null;
  },
): Promise<DomainRow> {
  const zone = input.name.slice(input.name.indexOf('.') + 1);
  const now = app.clock.now();
  return insertDomain(app.db, {
    userId: input.userId,
    name: input.name,
    displayName: input.name,
    zone,
    status: input.status ?? 'active',
    registrarId: input.registrarId ?? null,
    expiresAt: input.expiresAt,
    nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
    autoRenew: input.autoRenew ?? false,
    createdAt: now,
    updatedAt: now,
  });
}

/** Renew, restore and register prices (som a year × years) for the zones the tests use. */
export async function setTestPrices(app: FastifyInstance): Promise<void> {
  const yearly: Record<string, { renew: number; restore: number }> = {
    uz: { renew: 60_000, restore: 300_000 },
    com: { renew: 180_000, restore: 900_000 },
  };
  for (const [zone, price] of Object.entries(yearly)) {
    for (let years = 1; years <= 5; years++) {
      for (const action of ['register', 'renew'] as const) {
        await upsertPrice(app.db, {
          zone,
          action,
          years,
          priceTiyin: price.renew * years * 100,
          updatedAt: new Date(),
        });
      }
    }
    await upsertPrice(app.db, {
      zone,
      action: 'restore',
      years: 1,
      priceTiyin: price.restore * 100,
      updatedAt: new Date(),
    });
  }
}

export async function domainRow(app: FastifyInstance, id: number): Promise<DomainRow> {
  const [row] = await app.db.select().from(domains).where(eq(domains.id, id));
  if (!row) throw new Error(`no domain ${id}`);
  return row;
}

export async function operationsOf(app: FastifyInstance, domainId: number) {
  return app.db.select().from(domainOperations).where(eq(domainOperations.domainId, domainId));
}

export async function eventsOf(app: FastifyInstance, domainId: number) {
  const rows = await app.db.select().from(domainEvents).where(eq(domainEvents.domainId, domainId));
  return rows.sort((a, b) => a.id - b.id);
}
