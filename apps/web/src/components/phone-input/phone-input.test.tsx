import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { COUNTRY_SEARCH_DEBOUNCE_MS } from '@/components/phone-input/country-picker';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { loadCountryNames } from '@/lib/country-names';

function ControlledPhone({ allowLongNumbers = false }: { allowLongNumbers?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput label="Phone number" value={value} onChange={setValue} allowLongNumbers={allowLongNumbers} />
  );
}

const phoneField = () => screen.getByLabelText('Phone number');
const type = (text: string) => fireEvent.input(phoneField(), { target: { value: text } });

// The country names are a chunk of their own; these tests start with them here.
beforeAll(() => loadCountryNames('en'));

describe('PhoneInput', () => {
  it('starts on Uzbekistan with the +998 placeholder', () => {
    render(<ControlledPhone />);
    expect(phoneField()).toHaveAttribute('placeholder', '+998 90 1234567');
    expect(screen.getByRole('button', { name: /Uzbekistan, \+998/ })).toBeInTheDocument();
  });

  it('formats by the country mask while typing', () => {
    render(<ControlledPhone />);
    type('+998901234567');
    expect(phoneField()).toHaveValue('+998 90 123 45 67');
  });

  it('reads a number without "+" as a national number of the selected country', () => {
    render(<ControlledPhone />);
    type('901234567');
    expect(phoneField()).toHaveValue('+998 90 123 45 67');
  });

  it('caps the digits at 15', () => {
    render(<ControlledPhone />);
    type('+99890123456789012345');
    expect((phoneField() as HTMLInputElement).value.replace(/\D/g, '')).toBe('998901234567890');
  });

  it('lets long numbers through when allowed', () => {
    render(<ControlledPhone allowLongNumbers />);
    type('+99890123456789012345');
    expect((phoneField() as HTMLInputElement).value.replace(/\D/g, '')).toHaveLength(20);
  });

  it('follows the country of a typed dialling code', () => {
    render(<ControlledPhone />);
    type('+49301234567');
    expect(screen.getByRole('button', { name: /Germany, \+49/ })).toBeInTheDocument();
  });

  it('debounces the country search by 250 ms and switches the dialling code on choice', () => {
    vi.useFakeTimers();
    try {
      render(<ControlledPhone />);
      type('+998901234567');
      fireEvent.click(screen.getByRole('button', { name: /Uzbekistan/ }));
      const search = screen.getByRole('combobox', { name: 'Search for a country' });
      const optionCount = () => screen.getAllByRole('option').length;
      const everyCountry = optionCount();

      fireEvent.input(search, { target: { value: 'kazakh' } });
      act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS - 1));
      expect(optionCount()).toBe(everyCountry);

      act(() => vi.advanceTimersByTime(1));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Kazakhstan'),
      ]);

      fireEvent.keyDown(search, { key: 'Enter' });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(phoneField()).toHaveValue('+7 901 234 56 7');
      expect(screen.getByRole('button', { name: /Kazakhstan, \+7/ })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the list with the arrow keys and closes on Escape', () => {
    render(<ControlledPhone />);
    fireEvent.click(screen.getByRole('button', { name: /Uzbekistan/ }));
    const search = screen.getByRole('combobox');
    const first = screen.getAllByRole('option')[0];
    expect(search).toHaveAttribute('aria-activedescendant', first?.id);

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);

    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
