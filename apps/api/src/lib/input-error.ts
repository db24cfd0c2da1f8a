/** An operator's bad input to a command-line tool: its message is the answer, and the exit code is 2. */
export class InputError extends Error {}
