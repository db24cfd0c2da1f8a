import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { initI18n } from '@/lib/i18n';
import { withoutDisplayNames } from '@/test/no-display-names';

// The phone input's country picker names countries in the UI language, even where the browser has no
// names for it (Chromium answers bare ISO codes in uz-Cyrl), and finds them by that name.

function ControlledPhone() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone" value={value} onChange={setValue} />;
}

let restore: () => void;
beforeAll(() => {
  restore = withoutDisplayNames();
});
afterAll(async () => {
  restore();
  await initI18n('en', { preload: 'all' });
});

describe('the phone country picker in Uzbek (Cyrillic)', () => {
  it('lists names, not ISO codes, and finds a country by its Cyrillic name or its code', async () => {
    await initI18n('uzc');
    render(<ControlledPhone />);
    const button = await screen.findByRole('button', { name: /Ўзбекистон, \+998/ });
    fireEvent.click(button);
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Ўзбекистон');
    expect(within(list).getByRole('option', { name: /Қозоғистон/ })).toBeInTheDocument();

    const search = screen.getByRole('combobox');
    fireEvent.input(search, { target: { value: 'қозоғ' } });
    expect(await screen.findByRole('option', { name: /Қозоғистон/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));

    fireEvent.input(search, { target: { value: 'tj' } });
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Тожикистон'),
      ]),
    );
  }, 20_000);
});
