import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { lazyScreen } from '@/app/routing/lazy-screen';
import { renderRoutes } from '@/test/render';
import { ROUTE_OVERLAY_MS, RouteOverlay } from './route-overlay';

afterEach(() => vi.useRealTimers());

function Shell() {
  return (
    <>
      <Link to="/next">next</Link>
      <Outlet />
      <RouteOverlay />
    </>
  );
}

describe('RouteOverlay', () => {
  it('covers the screen for 50 ms on every route change', () => {
    vi.useFakeTimers();
    renderRoutes([{ element: <Shell />, children: [{ path: '/' }, { path: '/next' }] }], '/');
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'next' }).click());
    expect(screen.getByTestId('route-overlay')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ROUTE_OVERLAY_MS));
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
  });

  it('stays up past the 50 ms while the next screen’s module downloads', async () => {
    vi.useFakeTimers();
    let arrive: (screen: () => ReactNode) => void = () => undefined;
    const Next = lazyScreen(() => new Promise((resolve) => (arrive = resolve)), 'next');
    renderRoutes(
      [{ element: <Shell />, children: [{ path: '/' }, { path: '/next', element: <Next /> }] }],
      '/',
    );

    await act(async () => screen.getByRole('link', { name: 'next' }).click());
    await act(async () => vi.advanceTimersByTime(ROUTE_OVERLAY_MS * 4));
    expect(screen.getByTestId('route-overlay')).toBeInTheDocument();

    await act(async () => arrive(() => <h1>Next screen</h1>));
    await act(async () => vi.advanceTimersByTime(ROUTE_OVERLAY_MS));
    expect(screen.getByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-overlay')).not.toBeInTheDocument();
  });
});
