import { matchRoutes } from 'react-router';
import { paths, redirects } from '@/config/paths';
import { routes } from './router';

const lastMatch = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

describe('the router', () => {
  it('sends the bare /support on to the support page /info', async () => {
    const route = lastMatch('/support');
    const loader = route?.loader;
    expect(typeof loader).toBe('function');
    if (typeof loader !== 'function') return;
    const answer = await loader({
      request: new Request('http://portal.test/support'),
      params: {},
      context: undefined,
    } as Parameters<typeof loader>[0]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/info');
  });

  it('redirects only addresses no page has, to pages that exist', () => {
    const pagePaths = Object.values(paths).map((route) => route.path);
    for (const [from, to] of Object.entries(redirects)) {
      expect(pagePaths).not.toContain(from);
      expect(pagePaths).toContain(to);
    }
  });

  it.each([
    ['/support/confirm', '/support/confirm'],
    ['/support/guest', '/support/guest'],
    ['/support/tickets', '/support/tickets'],
    ['/support/tickets/new', '/support/tickets/new'],
    ['/support/tickets/7', '/support/tickets/:id'],
    ['/support-session', '/support-session'],
  ])('keeps %s on its own page', (url, path) => {
    const route = lastMatch(url);
    expect(route?.path).toBe(path);
    expect(route?.loader).toBeUndefined();
  });
});
