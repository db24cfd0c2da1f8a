import { renderHook, waitFor } from '@testing-library/react';
import { countryNamer, loadCountryNames, useCountryNames } from '@/lib/country-names';

// The country names are chunks fetched on demand; a fetch that fails (offline) must not keep a screen waiting.

const network = vi.hoisted(() => ({ up: false, attempts: 0 }));
vi.mock('@/lib/country-names/ru', () => {
  network.attempts += 1;
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return { default: { KZ: 'Казахстан' } };
});

describe('country names when their chunk cannot be fetched', () => {
  it('lets the screen go on with codes, and fetches again once the network is back', async () => {
    const { result } = renderHook(() => useCountryNames('ru'));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.nameOf('KZ')).not.toBe('Казахстан');
    expect(network.attempts).toBe(1);

    network.up = true;
    await loadCountryNames('ru');
    expect(network.attempts).toBe(2);
    expect(countryNamer('ru')('KZ')).toBe('Казахстан');
  });
});
