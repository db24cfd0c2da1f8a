import { browserLocation } from '@/lib/browser-location';

/**
 * docs/product/hosting.md: the panel link opens in a new tab, or in this tab when the browser blocks the new one. The tab is
 * opened during the tap (before the link arrives) because browsers block windows opened later.
 */
export async function openPanel(getUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await getUrl();
    if (tab && !tab.closed) {
      // The panel must not be able to script this page.
      tab.opener = null;
      tab.location.href = url;
    } else {
      browserLocation.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
