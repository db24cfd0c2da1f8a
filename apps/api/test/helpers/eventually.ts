/**
 * Reads until `found` accepts the value: for rows the app writes after its answer has left (the callback log),
 * which a test must wait for instead of reading at once. Gives up after about two seconds.
 */
export async function eventually<T>(read: () => Promise<T>, found: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 100 && !found(value); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
