// The abuse-limit port: fixed-window counters shared by every process of the app.

export interface LimitRule {
  /** Names the counter family, e.g. `login-ip`; keys are counted per rule. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

export interface LimitOutcome {
  /** False once this attempt took the count past the rule's points. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Counts one attempt and says whether it is within the limit: one atomic step, so races cannot overshoot. */
  consume(key: string): Promise<LimitOutcome>;
  /** Gives one attempt back, e.g. when it turned out to be a success that should not count. */
  reward(key: string): Promise<void>;
  /** Attempts counted in the current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

export interface LimitStore {
  limiter(rule: LimitRule): Limiter;
  /** Deletes counters whose window ended long ago; the app runs it as a recurring job. */
  sweep(): Promise<number>;
}
