import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { kitLocaleFiles } from '../i18n/locale-files';
import { DateField } from './date-field';
import { readTypedDate } from './typed-date';

// Dates typed the way people type them, in the interface's order: what the form gets and what the person reads.

function Form({ initial = '', max }: { initial?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Birthday" value={value} onChange={setValue} max={max} />
      <button type="button">Next</button>
      <output>{value}</output>
    </>
  );
}

async function typeDate(text: string) {
  const field = screen.getByLabelText('Birthday');
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
  return field;
}

const sent = () => screen.getByRole('status').textContent;

async function speak(language: 'en' | 'uz') {
  if (!i18n.hasResourceBundle(language, 'validation')) {
    i18n.addResourceBundle(
      language,
      'validation',
      (await kitLocaleFiles[`${language}/validation`]?.()) ?? {},
    );
  }
  await act(() => i18n.changeLanguage(language));
}

describe('DateField in Uzbek', () => {
  beforeEach(() => speak('uz'));
  afterAll(() => speak('en'));

  it('shows the order to type and reads "15.03.1990" as 15 March 1990', async () => {
    render(<Form max="2026-12-07" />);
    const field = screen.getByLabelText('Birthday');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAccessibleDescription('Kun, oy, yil: kk.oo.yyyy, masalan 15.03.1990.');
    await typeDate('15.03.1990');
    expect(sent()).toBe('1990-03-15');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('reads eight digits "15031990" day first and writes the dots in', async () => {
    render(<Form max="2026-12-07" />);
    const field = await typeDate('15031990');
    expect(sent()).toBe('1990-03-15');
    expect(field).toHaveValue('15.03.1990');
  });

  it.each([
    ['31.02.1990', 'Bunday sana yoʻq: kun va oyni tekshiring.'],
    ['15.13.1990', 'Bunday sana yoʻq: kun va oyni tekshiring.'],
    ['19900315', 'Avval kunni, keyin oy va yilni yozing: kk.oo.yyyy.'],
    ['1531990', 'Sanani kk.oo.yyyy koʻrinishida yozing, masalan 15.03.1990.'],
    ['15.03.2031', 'Bu sana hali kelmagan.'],
    ['15.03.1890', 'Bu sana juda uzoq oʻtmishda.'],
  ])('refuses "%s" in words, and the form gets no date', async (typed, message) => {
    render(<Form max="2026-12-07" />);
    const field = await typeDate(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(sent()).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Corrected, the error goes and the date arrives.
    await typeDate('15.03.1990');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(sent()).toBe('1990-03-15');
  });

  it('shows a saved date in the interface order, and an empty field sends nothing', async () => {
    render(<Form initial="1990-03-21" />);
    const field = screen.getByLabelText('Birthday');
    expect(field).toHaveValue('21.03.1990');
    await userEvent.clear(field);
    expect(sent()).toBe('');
  });
});

describe('DateField in English', () => {
  beforeEach(() => speak('en'));

  it('asks for dd/mm/yyyy and reads it, with slashes or none', async () => {
    render(<Form max="2026-12-07" />);
    const field = screen.getByLabelText('Birthday');
    expect(field).toHaveAccessibleDescription('Day, month, year: dd/mm/yyyy, for example 15/03/1990.');
    await typeDate('15/03/1990');
    expect(sent()).toBe('1990-03-15');
    await typeDate('15031990');
    expect(sent()).toBe('1990-03-15');
    expect(field).toHaveValue('15/03/1990');
  });

  it('refuses "31/02/1990" and a month-first "03/15/1990" instead of guessing', async () => {
    render(<Form max="2026-12-07" />);
    const field = await typeDate('31/02/1990');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('There is no such date: check the day and the month.'),
    );
    await typeDate('03/15/1990');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toBe('03/15/1990');
  });
});

describe('readTypedDate', () => {
  it('takes the separators people use and an ISO date, and nothing ambiguous', () => {
    for (const typed of [
      '15.03.1990',
      '15/03/1990',
      '15-03-1990',
      '15 03 1990',
      '15,03,1990',
      '1990-03-15',
    ]) {
      expect(readTypedDate(typed), typed).toEqual({ kind: 'date', iso: '1990-03-15' });
    }
    expect(readTypedDate('5.3.1990')).toEqual({ kind: 'date', iso: '1990-03-05' });
    expect(readTypedDate('29.02.2024')).toEqual({ kind: 'date', iso: '2024-02-29' });
    expect(readTypedDate('29.02.2023')).toEqual({ kind: 'refused', reason: 'not_real' });
    expect(readTypedDate('1990.03.15')).toEqual({ kind: 'refused', reason: 'ambiguous' });
    expect(readTypedDate('150390')).toEqual({ kind: 'refused', reason: 'format' });
    expect(readTypedDate('  ')).toEqual({ kind: 'empty' });
    expect(readTypedDate('08.12.2026', { max: '2026-12-07' })).toEqual({ kind: 'refused', reason: 'future' });
    expect(readTypedDate('07.12.2026', { max: '2026-12-07' })).toEqual({ kind: 'date', iso: '2026-12-07' });
  });
});
