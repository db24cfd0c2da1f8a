import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
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
});
