import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { SCROLL_STORAGE_KEY, ScrollKeeper } from './scroll-keeper';

let navigate: NavigateFunction = () => undefined;
function Probe() {
  navigate = useNavigate();
  return null;
}

/** jsdom has no layout: the page's scroll position is this variable, moved by scrollTo and by `scrollBy`. */
let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = to;
});
function scrollBy(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

const renderAt = (...entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe />
      <ScrollKeeper />
    </MemoryRouter>,
  );

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

describe('ScrollKeeper', () => {
  it('starts a new page at the top and takes back and forward to where each entry was left', async () => {
    renderAt('/news');
    scrollBy(700);
    await act(() => navigate('/info'));
    expect(y).toBe(0);
    scrollBy(250);
    await act(() => navigate(-1));
    expect(y).toBe(700);
    await act(() => navigate(1));
    expect(y).toBe(250);
  });

  it('keeps the position when only the query changes (filters, pagination)', async () => {
    renderAt('/news');
    scrollBy(900);
    await act(() => navigate('/news?page=2'));
    expect(y).toBe(900);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in sessionStorage, so a reload returns to them', async () => {
    const first = renderAt('/news', '/info');
    await act(() => navigate(-1));
    scrollBy(640);
    await act(() => navigate(1));
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(stored)).toContain(640);
    first.unmount();

    // A reload of that entry: the same history key, a POP, a fresh app.
    y = 0;
    const [key] = Object.entries(stored).find(([, at]) => at === 640) ?? [];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ [`${key}`]: 640 }));
    render(
      <MemoryRouter initialEntries={[{ pathname: '/news', key }]}>
        <ScrollKeeper />
      </MemoryRouter>,
    );
    expect(y).toBe(640);
  });

  it('scrolls a link with a hash to its target', async () => {
    const target = document.createElement('h2');
    target.id = 'tariffs';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    renderAt('/');
    await act(() => navigate('/order#tariffs'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('scrolls to the hash of the address the app opens with', () => {
    const target = document.createElement('h2');
    target.id = 'faq';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    renderAt('/info#faq');
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
