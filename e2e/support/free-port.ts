import net from 'node:net';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });

/** The first free port from `start` on, so a running `npm start` or a second checkout does not collide. */
export const findFreePort = async (start: number): Promise<number> => {
  for (let port = start; port < start + 100; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${start} and ${start + 99}`);
};
