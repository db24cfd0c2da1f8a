/**
 * The news counter of the home menu. News arrive in a later issue; until then there is nothing to count,
 * and this hook is the one place that will read the real number.
 */
export function useNewsCount(): number {
  return 0;
}
