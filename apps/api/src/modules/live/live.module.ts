import { fastifySSE } from '@fastify/sse';
import { defineModule } from '../../composition/app-module.js';
import { bindSchedule } from '../../jobs/job-definition.js';
import { liveSweep } from './live.jobs.js';
import { liveRoutes } from './live.routes.js';
import { loadLiveEvents, sweepLiveEvents } from './live-events.service.js';
import { LiveHub } from './live-hub.js';
import { listenForLiveEvents } from './live-listener.js';

// Live status: the source's transaction writes a live event and NOTIFYs; every process LISTENs
// and its hub pushes the event down that customer's open streams.
export const liveModule = defineModule({
  name: 'live',
  routes: async (app, { config, ports }) => {
    const hub = new LiveHub({
      loadEvents: (ids) => loadLiveEvents(app.db, ids),
      onError: (error) => app.log.error({ err: error }, 'live events: delivery failed'),
      perProcess: config.liveStreams.perProcess,
    });
    const stopListening = await listenForLiveEvents(app.db, config.database, {
      onNotification: ({ id, userId }) => hub.notify(id, userId),
      onStreamClosed: ({ streamId, userId }) => hub.closeStream(userId, streamId),
      onReconnected: () => hub.catchUpAll(),
      onError: (error) => app.log.warn({ err: error }, 'live events: the LISTEN connection failed'),
    });
    app.metrics.gauge(
      { name: 'portal_live_streams_open', help: 'Event streams this process holds open' },
      () => [{ value: hub.size }],
    );
    // Open streams would keep the server from closing; they end first, and the browser reconnects elsewhere.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => stopListening());
    await app.register(fastifySSE, { heartbeatInterval: config.liveHeartbeatMs });
    await app.register(liveRoutes, {
      hub,
      heartbeatMs: config.liveHeartbeatMs,
      streamsPerAccount: config.liveStreams.perAccount,
      mayFollowAccount: ports.mayFollowAccount,
    });
  },
  recurring: () => [bindSchedule(liveSweep, ({ db, clock }) => sweepLiveEvents(db, clock.now()))],
});
