import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

const inSuspense = (Screen: () => ReactNode) =>
  render(
    <MemoryRouter>
      <RouteErrorBoundary pathname="/">
        <Suspense fallback={<p>Suspended</p>}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );

describe('lazyScreen', () => {
  it('renders a module already loaded at once, without suspending', async () => {
    const Screen = lazyScreen(async () => () => <h1>Loaded screen</h1>, 'loaded');
    await Screen.preload();
    inSuspense(Screen);
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('suspends on a first render before the module is there, then shows it', async () => {
    const load = vi.fn(async () => () => <h1>Late screen</h1>);
    const Screen = lazyScreen(load, 'late');
    inSuspense(Screen);
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Late screen' })).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the route error when the module fails to download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'gone',
    );
    await Screen.preload();
    inSuspense(Screen);
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
