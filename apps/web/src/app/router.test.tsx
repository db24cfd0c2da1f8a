import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { paths, redirects } from '@/config/paths';
import { routes } from './router';

const lastMatch = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

/** Where a route only redirects, the address it sends to (`<Navigate replace>`); else undefined. */
function redirectOf(url: string) {
  const element = lastMatch(url)?.element;
  if (!isValidElement<{ to: string; replace?: boolean }>(element) || element.type !== Navigate)
    return undefined;
  expect(element.props.replace).toBe(true);
  return element.props.to;
}

describe('the router', () => {
  it('sends the bare /support on to the support page /info', () => {
    expect(redirectOf('/support')).toBe('/info');
  });

  it('redirects each guessed address to its page, and only addresses no page has', () => {
    const pagePaths = Object.values(paths).map((route) => route.path);
    for (const [from, to] of Object.entries(redirects)) {
      expect(pagePaths).not.toContain(from);
      expect(pagePaths).toContain(to);
      expect(redirectOf(from)).toBe(to);
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
    expect(lastMatch(url)?.path).toBe(path);
    expect(redirectOf(url)).toBeUndefined();
  });

  it.each(['/no/such/page', '/profile/nothing-here'])('shows %s the 404 page', (url) => {
    const route = lastMatch(url);
    expect(route?.path).toBe('*');
    expect(isValidElement(route?.element) && route.element.type).toBe(NotFound);
  });

  it('puts every page of paths.ts on a route of its own', () => {
    for (const route of Object.values(paths))
      expect(lastMatch(route.path.replace(/:\w+/g, '1'))?.path).toBe(route.path);
  });
});
