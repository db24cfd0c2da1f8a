import { apiPaths, metaPath, notificationsPaths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

describe('Header bell', () => {
  it('shows the unread count in the badge and the accessible name', async () => {
    localStorage.setItem('token', 't');
    stubRoutes({
      [`GET ${apiPaths.profile}`]: [ok(demoProfile)],
      [`GET ${notificationsPaths.unreadCount}`]: [ok({ unread: 3 })],
    });
    renderWithProviders(<Header />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/user/42');
    expect(bell).toHaveTextContent('3');
  });

  it('has no bell for visitors', async () => {
    stubRoutes({});
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Registration' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});

describe('Header for a visitor on the way somewhere', () => {
  it('keeps the destination of /login when the visitor registers or logs in through the header', async () => {
    stubRoutes({});
    const next = '/domen/order?name=mysite.uz';
    renderWithProviders(<Header />, `/login?${new URLSearchParams({ next })}`);
    expect(await screen.findByRole('link', { name: 'Registration' })).toHaveAttribute(
      'href',
      `/registration?${new URLSearchParams({ next })}`,
    );
    expect(screen.getByRole('link', { name: 'Cabinet' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ next })}`,
    );
  });
});

describe('Header support icon', () => {
  it('opens the support page for visitors and customers alike', async () => {
    stubRoutes({});
    const { unmount } = renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Support' })).toHaveAttribute('href', '/info');
    unmount();

    localStorage.setItem('token', 't');
    stubRoutes({ [`GET ${apiPaths.profile}`]: [ok(demoProfile)] });
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Support' })).toHaveAttribute('href', '/info');
  });
});

describe('Header demo badge', () => {
  // The header reads the app meta without the query library (lib/app-meta.ts), which a visitor's first screen
  // does not load.
  it('marks a demo portal, asking the API once for every part of the page that wants the meta', async () => {
    const calls = stubRoutes({
      [`GET ${metaPath}`]: [
        ok({ demo: true, support: { email: 'help@portal.uz', telegram: 'portal_help' } }),
      ],
    });
    renderWithProviders(
      <>
        <Header />
        <Header />
      </>,
    );
    expect(await screen.findAllByText('demo')).toHaveLength(2);
    expect(calls.filter((call) => call.url === metaPath)).toHaveLength(1);
  });

  it('shows no badge when the portal is not a demo', async () => {
    stubRoutes({
      [`GET ${metaPath}`]: [
        ok({ demo: false, support: { email: 'help@portal.uz', telegram: 'portal_help' } }),
      ],
    });
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByText('demo')).not.toBeInTheDocument();
  });
});
