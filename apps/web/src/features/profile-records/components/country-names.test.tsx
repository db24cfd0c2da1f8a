import { screen, within } from '@testing-library/react';
import { i18n, initI18n } from '@/lib/i18n';
import { withoutDisplayNames } from '@/test/no-display-names';
import { renderWithProviders } from '@/test/render';
import { RecordCard } from './record-card';
import { RecordForm } from './record-form';
import { recordFixture } from './test-data';

// The records' countries are named in the UI language, also in uz, uzc and tj, for which Chromium has
// no region names (it answers English, or bare ISO codes in uz-Cyrl); the select is typed into by those names.

let restore: () => void;
beforeAll(() => {
  restore = withoutDisplayNames();
});
afterAll(async () => {
  restore();
  await initI18n('en', { preload: 'all' });
});

const foreign = recordFixture({
  id: 8,
  firstname: 'Farhod',
  lastname: 'Rahimov',
  country: 'TJ',
  region: null,
});

describe('record countries', () => {
  it.each([
    ['uz', 'Tojikiston'],
    ['uzc', 'Тожикистон'],
    ['tj', 'Тоҷикистон'],
    ['ru', 'Таджикистан'],
  ] as const)('a card in %s names the country %s', async (lang, name) => {
    await initI18n(lang, { preload: 'all' });
    renderWithProviders(
      <ul>
        <RecordCard record={foreign} onDeleted={() => {}} />
      </ul>,
    );
    expect(await screen.findByText(name)).toBeInTheDocument();
  });

  it.each([
    ['uz', 'Oʻzbekiston', 'Qozogʻiston'],
    ['uzc', 'Ўзбекистон', 'Қозоғистон'],
  ] as const)(
    'the form’s country list in %s: %s first, names not codes',
    async (lang, home, kazakhstan) => {
      await initI18n(lang, { preload: 'all' });
      localStorage.setItem('token', 't');
      renderWithProviders(<RecordForm />);
      const country = await screen.findByRole('combobox', { name: i18n.t('records:form.country') });
      await within(country).findByRole('option', { name: kazakhstan });
      const options = within(country).getAllByRole('option');
      expect(options[0]).toHaveTextContent(home);
      expect(options.some((option) => /^[A-Z]{2}$/.test(option.textContent ?? ''))).toBe(false);
    },
    20_000,
  );
});
