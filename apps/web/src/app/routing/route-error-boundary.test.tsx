import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/fine">elsewhere</Link>
      <RouteErrorBoundary pathname={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

function Broken(): never {
  throw new Error('the screen broke');
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine screen</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    // React and RouteError both log the caught error; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the route error for a screen that throws, and the next address its own screen again', async () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await act(() => screen.getByRole('link', { name: 'elsewhere' }).click());
    expect(await screen.findByRole('heading', { name: 'Fine screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
