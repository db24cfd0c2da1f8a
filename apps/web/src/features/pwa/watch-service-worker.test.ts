import { type ServiceWorkerBrowser, watchServiceWorker } from './watch-service-worker';

// The browser's side of a service worker's life, driven step by step: the tests say when a version is found,
// installs, activates and takes the page over, as Chromium does in e2e/tests/pwa.spec.ts.

const SCRIPT = '/sw.js';
const scriptHref = new URL(SCRIPT, location.href).href;

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  constructor(readonly scriptURL: string) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

function fakeBrowser({ controlled = true } = {}) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker(scriptHref) : null,
    register: vi.fn(async (_url: string) => registration),
  });
  let time = 0;
  let loadPage = () => {};
  const loaded = new Promise<void>((resolve) => {
    loadPage = resolve;
  });
  const browser = {
    serviceWorker: container as unknown as ServiceWorkerBrowser['serviceWorker'],
    pageLoaded: () => loaded,
    reload: vi.fn(),
    now: () => time,
  };
  const onNeedRefresh = vi.fn();
  const activate = watchServiceWorker(browser, SCRIPT, onNeedRefresh);
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return {
    container,
    registration,
    browser,
    onNeedRefresh,
    activate,
    /** The page's load event, then the registration's answer. */
    load: async () => {
      loadPage();
      await settle();
    },
    later: (ms: number) => {
      time += ms;
      return vi.advanceTimersByTimeAsync(ms);
    },
    /** A new version is found and installs; it then waits, unless `skipsWaiting`. */
    install: async (scriptURL = scriptHref) => {
      const worker = new FakeWorker(scriptURL);
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = worker;
      worker.moveTo('installed');
      await settle();
      return worker;
    },
    /** The waiting version activates and takes the page over. */
    takeOver: async (worker: FakeWorker) => {
      registration.waiting = null;
      registration.active = worker;
      worker.moveTo('activating');
      container.controller = worker;
      container.dispatchEvent(new Event('controllerchange'));
      await settle();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchServiceWorker', () => {
  it('registers the script only once the page has loaded', async () => {
    const sw = fakeBrowser();
    await sw.later(1000);
    expect(sw.container.register).not.toHaveBeenCalled();
    await sw.load();
    expect(sw.container.register).toHaveBeenCalledExactlyOnceWith(SCRIPT);
  });

  it('asks when a new version waits, tells it to skip waiting when accepted, and reloads once it controls the page', async () => {
    const sw = fakeBrowser();
    await sw.load();
    const worker = await sw.install();
    // A worker that skips waiting by itself would be activating by now: this one waits for the page.
    expect(sw.onNeedRefresh).not.toHaveBeenCalled();
    await sw.later(200);
    expect(sw.onNeedRefresh).toHaveBeenCalledOnce();
    expect(worker.postMessage).not.toHaveBeenCalled();

    await sw.activate();
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(sw.browser.reload).not.toHaveBeenCalled();
    await sw.takeOver(worker);
    expect(sw.browser.reload).toHaveBeenCalledOnce();
    // A later change of controller (the reload is under way) reloads nothing more.
    await sw.takeOver(new FakeWorker(scriptHref));
    expect(sw.browser.reload).toHaveBeenCalledOnce();
  });

  it('asks at once when a new version was already waiting before the page registered', async () => {
    const sw = fakeBrowser();
    sw.registration.waiting = new FakeWorker(scriptHref);
    await sw.load();
    expect(sw.onNeedRefresh).toHaveBeenCalledOnce();
    await sw.activate();
    expect(sw.registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('does not ask for a version that activates by itself, such as the first worker of a first visit', async () => {
    const sw = fakeBrowser({ controlled: false });
    await sw.load();
    const worker = await sw.install();
    await sw.later(100);
    await sw.takeOver(worker);
    await sw.later(1000);
    expect(sw.onNeedRefresh).not.toHaveBeenCalled();
    expect(sw.browser.reload).not.toHaveBeenCalled();
  });

  it('asks as soon as another tab’s update has installed, found long after this page registered', async () => {
    const sw = fakeBrowser();
    await sw.load();
    await sw.later(60_001);
    await sw.install();
    expect(sw.onNeedRefresh).toHaveBeenCalled();
  });

  it('does not reload a page no worker controlled when it registered, as the version it asked for takes none over', async () => {
    const sw = fakeBrowser({ controlled: false });
    await sw.load();
    await sw.later(60_001);
    const worker = await sw.install();
    expect(sw.onNeedRefresh).toHaveBeenCalled();
    await sw.activate();
    await sw.takeOver(worker);
    expect(sw.browser.reload).not.toHaveBeenCalled();
  });

  it('leaves the page as a plain site when the registration fails', async () => {
    const sw = fakeBrowser();
    sw.container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await sw.load();
    await expect(sw.activate()).resolves.toBeUndefined();
    expect(sw.onNeedRefresh).not.toHaveBeenCalled();
  });
});
