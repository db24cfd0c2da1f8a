/**
 * After a sign-in: the profile, where the page has asked for it, is read again for the new session. No import of
 * the query library here: /login paints without it, so it loads now, which the next screen needs anyway.
 */
export function refreshProfile(): void {
  void Promise.all([import('./query-provider'), import('./profile')]).then(
    ([{ pageQueryClient }, { profileQueryKey }]) =>
      pageQueryClient().invalidateQueries({ queryKey: profileQueryKey }),
    // Offline: nothing to refresh here; the next screen's own download says what failed.
    () => undefined,
  );
}
