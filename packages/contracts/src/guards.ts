/** A plain JSON object (not null, not a list): what an envelope or a provider reply must be before it is read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
