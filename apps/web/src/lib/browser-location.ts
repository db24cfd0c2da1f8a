/** Full-page navigations in one place, so tests can observe them (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
