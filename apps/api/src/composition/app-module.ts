import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { BoundJob, BoundSchedule } from '../jobs/job-definition.js';
import type { Adapters } from './adapters.js';

/** What every module is given: the parsed config and the adapters built once from it. */
export interface ModuleContext {
  config: AppConfig;
  adapters: Adapters;
}

/**
 * What a module contributes to the app. `app.ts` lists the modules and registers their routes (each in its
 * own encapsulated plugin) and hands their jobs to the job runner; no plugin imports a module.
 */
export interface AppModule {
  name: string;
  /** Routes and hooks; runs inside the module's own Fastify plugin. */
  routes?(app: FastifyInstance, context: ModuleContext): Promise<void>;
  /** The module's jobs (declared in its `<module>.jobs.ts`), each bound here to its handler. */
  jobs?(context: ModuleContext): BoundJob[];
  /** Its schedules, bound likewise: work the runner starts on a timer, once per due time across all processes. */
  recurring?(context: ModuleContext): BoundSchedule[];
}

export const defineModule = (module: AppModule): AppModule => module;
