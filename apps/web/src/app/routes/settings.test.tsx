import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { Component as Settings } from './settings';

function renderSettings() {
  // The app gives a screen the query client with its lazy module (lib/query-scope.tsx); here the test does.
  return render(
    <AppProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/settings']}>
          <Settings />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProvider>,
  );
}

const root = document.documentElement;

afterEach(() => {
  delete root.dataset.theme;
});

describe('settings page', () => {
  it('starts on the default design', async () => {
    renderSettings();
    expect(await screen.findByRole('radio', { name: /Default/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Twilight/ })).not.toBeChecked();
    expect(root.dataset.theme).toBeUndefined();
  });

  it('applies a chosen design at once and keeps it for the next visit', async () => {
    const user = userEvent.setup();
    const view = renderSettings();

    await user.click(await screen.findByRole('radio', { name: /Night/ }));

    expect(root.dataset.theme).toBe('night');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('night');
    expect(screen.getByRole('radio', { name: /Night/ })).toBeChecked();

    // A reload renders the page afresh from storage.
    view.unmount();
    renderSettings();
    expect(await screen.findByRole('radio', { name: /Night/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Default/ }));
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('default');
  });

  it('offers the five languages by their own names, the current one pressed', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Language' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Oʻzbekcha',
      'Ўзбекча',
      'Русский',
      'English',
      'Тоҷикӣ',
    ]);
    expect(within(section).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stores a newly chosen language before the page reloads in it', async () => {
    const user = userEvent.setup();
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Language' });

    // jsdom cannot reload and says so on the console; the Chromium journey covers the reload itself.
    await user.click(within(section).getByRole('button', { name: 'Русский' }));

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });

  it('lists the advantages', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Why choose us' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section).getByText('Free SSL')).toBeInTheDocument();
  });
});
