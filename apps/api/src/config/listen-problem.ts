import { ConfigError } from './config.js';

// A listener that cannot bind is a bad setting like any other: the start names the variable to change, not
// only the socket error (a second demo server on one machine meets the first one's ports).

/** The variables that chose where a server listens, and the switch that turns it off if there is one. */
export interface ListenVariables {
  port: string;
  host: string;
  off?: string;
}

/** A ConfigError naming the variable behind a failed listen; any other error as it was. */
export function listenProblem(
  error: unknown,
  names: ListenVariables,
  where: { host: string; port: number },
): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const orOff = names.off ? ` or set ${names.off}=false` : '';
  if (code === 'EADDRINUSE') {
    return new ConfigError([
      `${names.port} is already in use on ${where.host} by another program (a second server on this machine?): ` +
        `choose another ${names.port} (0: any free one)${orOff}, got "${where.port}"`,
    ]);
  }
  if (code === 'EACCES') {
    return new ConfigError([
      `${names.port} needs privileges this process does not have (a port under 1024)${orOff}, got "${where.port}"`,
    ]);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ConfigError([`${names.host} is not an address of this machine, got "${where.host}"`]);
  }
  return error;
}
