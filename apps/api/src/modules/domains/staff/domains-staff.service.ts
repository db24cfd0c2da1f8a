import { domainToASCII } from 'node:url';
import {
  type AdminCustomerDomain,
  type AdminDomainPrice,
  EXPIRY_SETTING_ACTIONS,
  type QueueItem,
  type RegistrarStatus,
  recordFullName,
  tiyinToSom,
} from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { AppError } from '../../../errors/app-error.js';
import type { Registrar } from '../../../integrations/registrar/registrar.js';
import { userBriefsById } from '../../account/user-directory.service.js';
import { recordsByIdForStaff } from '../../profile-records/record-verification.service.js';
import { completeOperation, refundOperation } from '../domain-operations.service.js';
import {
  type DomainOperationRow,
  type DomainPriceRowDb,
  deletePrice,
  findDomain,
  listDomainsOf,
  listPrices,
  lockOperation,
  openOperationsOf,
  upsertPrice,
} from '../domains.repository.js';
import {
  countWaitingOperations,
  domainOwner,
  findPrice,
  listManualOperations,
} from './domains-staff.repository.js';

// What the operator console does with domains: the .uz fulfilment queue, the price grid and the
// registrar's state. Changes run in the caller's transaction, which also writes the audit row.

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Open manual operations, oldest first, with the customer and the registrant record staff check. */
export async function fulfilmentQueue(db: Queryable): Promise<QueueItem[]> {
  const rows = await listManualOperations(db);
  const [customers, records] = await readAll(db, [
    () =>
      userBriefsById(
        db,
        rows.map((row) => row.operation.userId),
      ),
    () =>
      recordsByIdForStaff(
        db,
        rows.flatMap((row) => (row.domain.recordId === null ? [] : [row.domain.recordId])),
      ),
  ]);
  return rows.map(({ operation, domain }) => {
    const customer = customers.get(operation.userId);
    const record = domain.recordId === null ? undefined : records.get(domain.recordId);
    return {
      operation_id: operation.id,
      action: operation.action,
      years: operation.years,
      amount: tiyinToSom(operation.amountTiyin),
      nameservers: strings(operation.payload.nameservers ?? domain.nameservers),
      auth_code: typeof operation.payload.auth_code === 'string' ? operation.payload.auth_code : null,
      created_at: operation.createdAt.toISOString(),
      domain: {
        id: domain.id,
        name: domain.name,
        display_name: domain.displayName,
        zone: domain.zone,
        status: domain.status,
        expires_at: domain.expiresAt?.toISOString() ?? null,
      },
      customer: {
        id: operation.userId,
        name: customer ? `${customer.firstname} ${customer.lastname}` : '',
        email: customer?.email ?? '',
        phone_number: customer?.phoneNumber ?? '',
      },
      record: record
        ? {
            id: record.id,
            name: recordFullName(record),
            birthday: record.birthday,
            passport: record.passport,
            passport_issued_by: record.passport_issued_by,
            passport_issued_at: record.passport_issued_at,
            country: record.country,
            address: record.address,
            phone_number: record.phone_number,
            email: record.email,
            verification: record.verification,
            rejection_reason: record.rejection_reason,
            files: record.files.map((file) => file.kind),
          }
        : null,
    };
  });
}

export interface StaffChange {
  customerId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * The operation, locked, if it still waits for staff. A second click (or another operator) finds it ended and
 * gets 409: nothing is applied or refunded twice.
 */
async function lockManualOperation(tx: Queryable, operationId: number): Promise<DomainOperationRow> {
  const operation = await lockOperation(tx, operationId);
  if (!operation) throw new AppError('NOT_FOUND');
  if (operation.status !== 'manual') throw new AppError('CONFLICT');
  return operation;
}

async function describe(tx: Queryable, operation: DomainOperationRow) {
  const domain = await findDomain(tx, operation.domainId);
  return {
    operation_id: operation.id,
    action: operation.action,
    domain: domain?.name ?? null,
    status: operation.status,
    expires_at: domain?.expiresAt?.toISOString() ?? null,
  };
}

/** Staff did it at the partner registrar: the domain takes the expiry the registry shows. */
export async function completeManualOperation(
  tx: Queryable,
  operationId: number,
  input: { expiresAt?: Date; registrarReference?: string; staffId: number; now: Date },
): Promise<StaffChange> {
  const operation = await lockManualOperation(tx, operationId);
  const needsExpiry = EXPIRY_SETTING_ACTIONS.includes(operation.action);
  if (needsExpiry && !input.expiresAt) {
    throw new AppError('VALIDATION_FAILED', { fields: { expires_at: ['required'] } });
  }
  if (needsExpiry && input.expiresAt && input.expiresAt <= input.now) {
    throw new AppError('VALIDATION_FAILED', { fields: { expires_at: ['date_invalid'] } });
  }
  const before = await describe(tx, operation);
  await completeOperation(tx, operation.id, {
    ...(needsExpiry ? { expiresAt: input.expiresAt ?? null } : {}),
    ...(input.registrarReference ? { registrarId: input.registrarReference } : {}),
    staffId: input.staffId,
    now: input.now,
  });
  const after = await describe(tx, { ...operation, status: 'done' });
  return {
    customerId: operation.userId,
    before,
    after: { ...after, registrar_reference: input.registrarReference ?? null },
  };
}

/** Staff could not do it (name taken at the registry, documents refused…): the customer gets the money back. */
export async function rejectManualOperation(
  tx: Queryable,
  operationId: number,
  input: { reason: string; staffId: number; now: Date },
): Promise<StaffChange> {
  const operation = await lockManualOperation(tx, operationId);
  const before = await describe(tx, operation);
  await refundOperation(tx, operation.id, { error: input.reason, staffId: input.staffId, now: input.now });
  return {
    customerId: operation.userId,
    before,
    after: {
      operation_id: operation.id,
      status: operation.amountTiyin > 0 ? 'refunded' : 'failed',
      refunded: tiyinToSom(operation.amountTiyin),
      reason: input.reason,
    },
  };
}

const toAdminPrice = (row: DomainPriceRowDb): AdminDomainPrice => ({
  zone: row.zone as AdminDomainPrice['zone'],
  action: row.action,
  years: row.years,
  price: tiyinToSom(row.priceTiyin),
  updated_at: row.updatedAt.toISOString(),
});

export const pricesForStaff = async (db: Queryable) => (await listPrices(db)).map(toAdminPrice);

export interface PriceKey {
  zone: string;
  action: DomainPriceRowDb['action'];
  years: number;
}

const priceOf = (row: DomainPriceRowDb | undefined) => (row ? tiyinToSom(row.priceTiyin) : null);

export async function setPriceForStaff(
  tx: Queryable,
  key: PriceKey,
  { priceTiyin, now }: { priceTiyin: number; now: Date },
) {
  const before = await findPrice(tx, key);
  await upsertPrice(tx, { ...key, priceTiyin, updatedAt: now });
  return { before: { ...key, price: priceOf(before) }, after: { ...key, price: tiyinToSom(priceTiyin) } };
}

/** The term is no longer offered in that zone; a price that is not there is 404. */
export async function removePriceForStaff(tx: Queryable, key: PriceKey) {
  const before = await findPrice(tx, key);
  if (!before) throw new AppError('NOT_FOUND');
  await deletePrice(tx, key.zone, key.action, key.years);
  return { before: { ...key, price: priceOf(before) }, after: { ...key, price: null } };
}

export const waitingOperationCounts = (db: Queryable) => countWaitingOperations(db);

/** The reseller account's balance with the low-balance warning, and what waits for staff and the sync. */
export async function registrarStatus(
  db: Queryable,
  registrar: Registrar | null,
  lowBalanceUsd: number,
): Promise<RegistrarStatus> {
  const counts = await countWaitingOperations(db);
  let balance: number | null = null;
  let unreachable = false;
  if (registrar) {
    try {
      balance = await registrar.balance();
    } catch {
      // The page still shows the queue; the operator sees that the registrar did not answer.
      unreachable = true;
    }
  }
  return {
    configured: registrar !== null,
    balance,
    low: balance !== null && balance < lowBalanceUsd,
    threshold: lowBalanceUsd,
    unreachable,
    open_manual: counts.manual,
    unknown_outcome: counts.unknown,
  };
}

/** The customer page's list: the customer's newest domains with the change under way, if any. */
export async function domainsForStaff(db: Queryable, userId: number): Promise<AdminCustomerDomain[]> {
  const { rows } = await listDomainsOf(db, userId, 100, 0);
  const open = await openOperationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const operation = open.get(row.id);
    return {
      id: row.id,
      name: row.displayName,
      status: row.status,
      expires_at: row.expiresAt?.toISOString() ?? null,
      auto_renew: row.autoRenew,
      open_operation: operation
        ? { id: operation.id, action: operation.action, status: operation.status }
        : null,
    };
  });
}

/** The customer holding a domain typed in the console's search (IDN too), or null when the text is no domain. */
export async function domainOwnerId(db: Queryable, text: string): Promise<number | null> {
  const ascii = domainToASCII(text.trim().toLowerCase().replace(/\.$/, ''));
  if (!ascii.includes('.')) return null;
  return domainOwner(db, ascii);
}
