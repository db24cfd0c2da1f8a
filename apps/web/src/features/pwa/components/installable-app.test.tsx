import { LANGUAGES } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { browserLocation } from '@/lib/browser-location';
import { i18n, initI18n } from '@/lib/i18n';
import { manifestHref } from '../manifest-link';
import type { RegisterServiceWorker } from '../register-service-worker';
import { InstallableApp } from './installable-app';
import { OfflineScreen } from './offline-screen';

/** Stands in for the browser's service worker registration: the test says when a new version waits. */
function fakeRegistration() {
  const worker = { announceNewVersion: () => {}, activate: vi.fn(async () => {}) };
  const register: RegisterServiceWorker = async (onNeedRefresh) => {
    worker.announceNewVersion = onNeedRefresh;
    return worker.activate;
  };
  return { worker, register };
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const renderApp = (register: RegisterServiceWorker) =>
  render(
    <I18nextProvider i18n={i18n}>
      <InstallableApp register={register}>
        <main>
          <label>
            Domain <input />
          </label>
        </main>
      </InstallableApp>
    </I18nextProvider>,
  );

describe('the new version prompt', () => {
  it('appears when a new version waits, without taking the focus, and reloads into it from the keyboard', async () => {
    const { worker, register } = fakeRegistration();
    const user = userEvent.setup();
    renderApp(register);
    await user.click(screen.getByRole('textbox', { name: 'Domain' }));
    expect(screen.queryByRole('region', { name: 'App update' })).not.toBeInTheDocument();

    act(() => worker.announceNewVersion());
    const prompt = await screen.findByRole('region', { name: 'App update' });
    expect(prompt).toHaveTextContent('A new version of the portal is available.');
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(worker.activate).toHaveBeenCalledOnce();
  });

  it('goes away with "Later" and activates nothing', async () => {
    const { worker, register } = fakeRegistration();
    renderApp(register);
    act(() => worker.announceNewVersion());
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'App update' })).not.toBeInTheDocument();
    expect(worker.activate).not.toHaveBeenCalled();
  });

  it('waits while there is no network, since reloading then would only show the offline screen', async () => {
    const { worker, register } = fakeRegistration();
    renderApp(register);
    await act(async () => {});
    setOnline(false);
    act(() => worker.announceNewVersion());
    expect(screen.queryByRole('region', { name: 'App update' })).not.toBeInTheDocument();
    setOnline(true);
    // The prompt is a lazy chunk: the first test to show it in a run waits for it.
    expect(await screen.findByRole('region', { name: 'App update' })).toBeInTheDocument();
  });

  it('is not shown when no service worker could be registered', async () => {
    const register: RegisterServiceWorker = (onNeedRefresh) => {
      onNeedRefresh();
      return Promise.reject(new Error('no service worker here'));
    };
    renderApp(register);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'App update' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toBeInTheDocument();
  });
});

describe('without a network', () => {
  it('shows the offline screen instead of the page when the app starts offline, and reloads once online', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(fakeRegistration().register);
    await act(async () => {});

    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(document.title).toBe('You are offline · Hosting Portal');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    setOnline(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps an open page when the network drops, under a banner that goes when it is back', async () => {
    renderApp(fakeRegistration().register);
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. What you see may be out of date');
    expect(screen.getByRole('textbox', { name: 'Domain' })).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in each of the five languages', async () => {
    try {
      for (const lang of LANGUAGES) {
        await initI18n(lang, { preload: 'all' });
        const { unmount } = render(
          <I18nextProvider i18n={i18n}>
            <OfflineScreen />
          </I18nextProvider>,
        );
        const expected = i18n.getResource(lang, 'common', 'offline.title') as string;
        expect(expected).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected);
        unmount();
      }
      expect(new Set(LANGUAGES.map((lang) => i18n.getResource(lang, 'common', 'offline.title'))).size).toBe(
        5,
      );
    } finally {
      await initI18n('en', { preload: 'all' });
    }
  });
});

describe('the manifest link', () => {
  it('points at the manifest of the language the app runs in', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref('uz');
    document.head.append(link);
    try {
      renderApp(fakeRegistration().register);
      await act(async () => {});
      expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    } finally {
      link.remove();
    }
  });
});
