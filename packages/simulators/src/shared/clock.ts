/** Milliseconds since the epoch; injectable so tests can move time (key and session expiry, Payme `time`). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
