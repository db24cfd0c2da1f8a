import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { createQueryClient } from '@/lib/query-client';

/** Where the rendered routes are now, and a way to go elsewhere (named as the data router's were, for tests). */
export interface RoutesView {
  state: { location: Location };
  navigate: NavigateFunction;
}

function Routes({ routes, view }: { routes: RouteObject[]; view: RoutesView }) {
  view.state.location = useLocation();
  view.navigate = useNavigate();
  return useRoutes(routes);
}

/** Renders routes in a memory router (the app's declarative mode) with a fresh query client, at `initialPath`. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router: RoutesView = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => undefined,
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialPath]}>
        <Routes routes={routes} view={router} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `/` with the router and query client it may need. */
export const renderWithProviders = (element: ReactElement, initialPath = '/') =>
  renderRoutes([{ path: '*', element }], initialPath);

type JsonReply = { status?: number; body: unknown; headers?: Record<string, string> };

/** Stubs the network: each call answers the next reply (the last one repeats), recording the requests. */
export function stubFetch(...replies: JsonReply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? { body: null };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Stubs the network by path; a path without a reply answers the API's 404 envelope. */
export function stubApi(replies: Record<string, JsonReply>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies[url] ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: 'Not found' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

export const demoProfile = {
  id: 42,
  firstname: 'Aziza',
  lastname: 'Karimova',
  email: 'aziza@example.uz',
  email_verified_at: null,
  birthday: '1995-04-12',
  sex: 'female',
  phone_number: '+998901234567',
  username: null,
  accounts: { amount: 125000.5 },
  support_session: null,
} as const;
