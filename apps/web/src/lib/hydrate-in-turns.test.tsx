import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTurns, InTurn } from './hydrate-in-turns';
import { setRenderingPrerenderedMarkup, useHydrated } from './use-hydrated';

const adopted: string[] = [];

function Part({ name }: { name: string }) {
  const hydrated = useHydrated();
  useEffect(() => {
    adopted.push(name);
  }, [name]);
  return (
    <p id={name} data-hydrated={String(hydrated)}>
      {name}
    </p>
  );
}

function Page() {
  return (
    <div>
      <InTurn>
        <Part name="header" />
      </InTurn>
      <Part name="shell" />
      <InTurn>
        <Part name="footer" />
      </InTurn>
    </div>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  adopted.length = 0;
});

describe('hydrateInTurns', () => {
  it('adopts the parts in <InTurn> in later tasks, one at a time, keeping the painted elements', async () => {
    setRenderingPrerenderedMarkup(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    setRenderingPrerenderedMarkup(false);
    document.body.appendChild(container);
    const painted = ['header', 'shell', 'footer'].map((id) => document.getElementById(id));

    setRenderingPrerenderedMarkup(true);
    hydrateInTurns(() => hydrateRoot(container, <Page />));
    setRenderingPrerenderedMarkup(false);
    await Promise.resolve();
    expect(adopted).toEqual([]);
    for (let turn = 0; turn < 6 && adopted.length < 3; turn++) await nextTask();

    // The page itself first, then each part in document order.
    expect(adopted).toEqual(['shell', 'header', 'footer']);
    expect(['header', 'shell', 'footer'].map((id) => document.getElementById(id))).toEqual(painted);
    expect(container.querySelectorAll('p')).toHaveLength(3);
    // Each part rendered as the prerender wrote it, then caught up with the browser's state.
    await nextTask();
    for (const element of painted) expect(element?.getAttribute('data-hydrated')).toBe('true');
  });

  it('renders the parts at once when nothing is being hydrated', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    hydrateRoot(container, <Page />);
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });
});
