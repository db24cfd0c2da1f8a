// Short status lines for the two commands; only Node built-ins, because these run before `npm ci`.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

export const step = (text) => process.stdout.write(`${paint('36', '▸')} ${text}\n`);
export const note = (text) => process.stdout.write(`  ${paint('2', text)}\n`);
export const done = (text) => process.stdout.write(`${paint('32', '✔')} ${text}\n`);
export const failLine = (text) => process.stderr.write(`${paint('31', '✘')} ${text}\n`);

export class CommandError extends Error {}

/** Ends the command with a message that says what went wrong and what to do. */
export const abort = (text) => {
  throw new CommandError(text);
};

export const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
