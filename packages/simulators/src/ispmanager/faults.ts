import type { IspErrorSpec, IspFault, IspFaultControls, IspFaultScope } from './types.js';

type OutcomeFault = Exclude<IspFault, { kind: 'delay' }>;

export interface TakenFaults {
  delayMs: number;
  outcome?: OutcomeFault;
}

interface ArmedFault {
  fault: IspFault;
  remaining: number;
}

const FAULT_KINDS = new Set(['error', 'delay', 'http-status', 'html', 'drop-after-write']);

/** Faults armed for upcoming calls; each matching call uses one of their remaining times. */
export class FaultBook implements IspFaultControls {
  #armed: ArmedFault[] = [];

  add(fault: IspFault): void {
    assertFault(fault);
    const times = fault.times ?? 1;
    this.#armed.push({ fault, remaining: times === 'always' ? Number.POSITIVE_INFINITY : times });
  }

  failNext(func: string, error: IspErrorSpec, times = 1): void {
    this.add({ kind: 'error', func, times, error });
  }

  delay(ms: number, scope: IspFaultScope = {}): void {
    this.add({ kind: 'delay', ms, ...scope });
  }

  httpStatus(status: number, scope: IspFaultScope = {}): void {
    this.add({ kind: 'http-status', status, ...scope });
  }

  html(scope: IspFaultScope = {}): void {
    this.add({ kind: 'html', ...scope });
  }

  dropAfterWrite(func: string, times = 1): void {
    this.add({ kind: 'drop-after-write', func, times });
  }

  list(): readonly IspFault[] {
    return this.#armed.map((armed) => armed.fault);
  }

  clear(): void {
    this.#armed = [];
  }

  /** Delays add up; of the other kinds only the first armed one applies to a call. */
  take(func: string): TakenFaults {
    const taken: TakenFaults = { delayMs: 0 };
    for (const armed of this.#armed) {
      const { fault } = armed;
      if (fault.func !== undefined && fault.func !== func) continue;
      if (fault.kind === 'delay') {
        taken.delayMs += fault.ms;
      } else if (taken.outcome === undefined) {
        taken.outcome = fault;
      } else {
        continue;
      }
      armed.remaining -= 1;
    }
    this.#armed = this.#armed.filter((armed) => armed.remaining > 0);
    return taken;
  }
}

/** Faults also arrive as JSON on the control path, so their shape is checked at run time. */
function assertFault(fault: IspFault): void {
  const times = fault.times ?? 1;
  if (!FAULT_KINDS.has(fault.kind)) throw new Error(`unknown fault kind: ${String(fault.kind)}`);
  if (times !== 'always' && !(Number.isInteger(times) && times > 0)) {
    throw new Error('times must be a positive integer or "always"');
  }
  if (fault.kind === 'error' && typeof fault.error?.type !== 'string')
    throw new Error('error.type is required');
  if (fault.kind === 'delay' && !(Number.isFinite(fault.ms) && fault.ms >= 0))
    throw new Error('ms is required');
  if (fault.kind === 'http-status' && !(Number.isInteger(fault.status) && fault.status >= 100)) {
    throw new Error('status is required');
  }
}
