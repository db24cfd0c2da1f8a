import { documentPaths } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as DocumentsPage } from '@/app/routes/documents';
import { renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';

// The documents screen downloads every PDF in one language: the interface's until the customer picks another of
// the five, which the request then names.

afterEach(() => {
  vi.unstubAllGlobals();
});

const creditNote = {
  id: 5,
  kind: 'credit_note',
  number: 'C-000042',
  issued_at: '2026-10-07T07:00:00.000Z',
  period: null,
  amount: 50_000,
  ledger_entry_id: 42,
};

describe('the documents screen', () => {
  it('lists a credit note and downloads it in the language chosen, the interface’s by default', async () => {
    localStorage.setItem('token', 't');
    const pdf = (lang: string) => `GET ${documentPaths.pdf.replace(':id', '5')}?lang=${lang}`;
    const calls = stubRoutes({
      [`GET ${documentPaths.list}`]: [ok([creditNote])],
      [`GET ${documentPaths.payer}`]: [ok({ kind: 'individual' })],
      [pdf('en')]: [{ body: '%PDF' }],
      [pdf('ru')]: [{ body: '%PDF' }],
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DocumentsPage />, '/user/documents');
    const download = await screen.findByRole(
      'button',
      { name: /Download PDF\s*Credit note № C-000042/ },
      { timeout: 15_000 },
    );
    const language = screen.getByRole('combobox', { name: 'PDF language' });
    expect(language).toHaveValue('en');
    await user.click(download);
    await user.selectOptions(language, 'ru');
    await user.click(download);
    await vi.waitFor(() =>
      expect(
        calls.map((call) => `${call.method} ${call.url}`).filter((call) => call.includes('/pdf')),
      ).toEqual([pdf('en'), pdf('ru')]),
    );
  }, 60_000);
});
