import {
  dnsRecordListSchema,
  dnsRecordRequestSchema,
  dnsRecordSchema,
  dnsResetRequestSchema,
  dnsZoneSchema,
  hostingDnsPaths,
  idParamsSchema,
  okEnvelope,
  siteNameSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRecord,
  deleteRecord,
  listRecords,
  listZones,
  resetZone,
  updateRecord,
} from './dns.service.js';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';

// DNS records of the zones of an order's sites (docs/hosting-control.md). Writes take an Idempotency-Key.

const zoneParams = idParamsSchema.extend({ zone: siteNameSchema });
const recordParams = zoneParams.extend({
  record_id: z.string().regex(/^[A-Za-z0-9_-]{1,700}$/, { error: 'invalid' }),
});

export const dnsRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingDnsPaths.zones,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderDnsZones',
        summary: 'The DNS zones of the order’s sites',
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(dnsZoneSchema)), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listZones(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.get(
    hostingDnsPaths.records,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderDnsRecords',
        summary: 'The records of one zone of the order',
        params: zoneParams,
        response: { 200: okEnvelope(dnsRecordListSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      return {
        status: true as const,
        data: await listRecords(app.db, deps, { ...query, zone: request.params.zone }),
      };
    },
  );

  app.post(
    hostingDnsPaths.records,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderDnsRecord',
        summary: 'Adds a record; the value is checked by its type',
        params: zoneParams,
        body: dnsRecordRequestSchema,
        response: { 200: okEnvelope(dnsRecordSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), zone: request.params.zone, body: request.body };
      return { status: true as const, data: await createRecord(app.db, deps, input) };
    },
  );

  app.put(
    hostingDnsPaths.record,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'updateOrderDnsRecord',
        summary: 'Replaces a record; the answer carries its new id',
        params: recordParams,
        body: dnsRecordRequestSchema,
        response: { 200: okEnvelope(dnsRecordSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const { zone, record_id: recordId } = request.params;
      const input = { ...query, now: app.clock.now(), zone, recordId, body: request.body };
      return { status: true as const, data: await updateRecord(app.db, deps, input) };
    },
  );

  app.delete(
    hostingDnsPaths.record,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderDnsRecord',
        summary: 'Removes a record',
        params: recordParams,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const { zone, record_id: recordId } = request.params;
      await deleteRecord(app.db, deps, { ...query, now: app.clock.now(), zone, recordId });
      return { status: true as const, data: null };
    },
  );

  app.post(
    hostingDnsPaths.reset,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'resetOrderDnsZone',
        summary: 'Puts the panel’s default records back in place of every record of the zone',
        params: zoneParams,
        body: dnsResetRequestSchema,
        response: { 200: okEnvelope(dnsRecordListSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      return {
        status: true as const,
        data: await resetZone(app.db, deps, { ...query, now: app.clock.now(), zone: request.params.zone }),
      };
    },
  );
};
