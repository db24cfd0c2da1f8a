import type { AdminKbArticle, StaffRole } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const article: AdminKbArticle = {
  id: 7,
  slug: 'reset-your-password',
  category: 'account',
  status: 'published',
  published_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  texts: {
    uz: { title: 'Parolni tiklash', body: '1. Bosing' },
    ru: { title: 'Как восстановить пароль', body: '1. Нажмите' },
  },
  suggestions: { opened: 8, ticket_not_opened: 6 },
  votes: { yes: 9, no: 3 },
};

function serve(role: StaffRole) {
  return serveStaff({ role, email: 's@x.uz' }, (call) => {
    if (call.url.endsWith('/kb/preview'))
      return { body: { status: true, data: { html: '<h2>Qadam</h2><p><strong>Bosing</strong></p>' } } };
    if (call.method === 'POST' && call.url.endsWith('/kb/articles')) {
      const { slug } = call.body as { slug: string };
      if (slug === 'reset-your-password')
        return {
          status: 422,
          body: {
            status: false,
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            // The server sends the field's text in the request's language.
            errors: { slug: ['Another article already has this address.'] },
          },
        };
      return { body: { status: true, data: { id: 8 } } };
    }
    // A change or a deletion answers no data, as the server does.
    if (call.method === 'PUT' || call.method === 'DELETE') return { body: { status: true, data: null } };
    return { body: { status: true, data: [article] } };
  });
}

describe('the knowledge-base page', () => {
  it('lists each article with its state and how its suggestions fared', async () => {
    serve('readonly');
    renderConsole('/kb');
    const card = (await screen.findByRole('heading', { name: 'Parolni tiklash' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('/info/kb/reset-your-password');
    expect(card).toHaveTextContent('published');
    const figures = within(card).getByLabelText('Suggestions');
    expect(figures).toHaveTextContent('Opened from a suggestion8');
    expect(figures).toHaveTextContent('Then no ticket6 (75%)');
    const votes = within(card).getByLabelText('Did it answer the question?');
    expect(votes).toHaveTextContent('Yes, it did9 (75%)');
    expect(votes).toHaveTextContent('No3');
    // Readonly staff read, never write.
    expect(screen.queryByRole('button', { name: 'Write an article' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('writes an article: the Uzbek text is required, a taken address is said on its field, the preview is the server’s', async () => {
    const calls = serve('support');
    renderConsole('/kb');
    await userEvent.click(await screen.findByRole('button', { name: 'Write an article' }));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Check the marked fields');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Address'), 'reset-your-password');
    const uz = within(form).getByRole('group', { name: 'Oʻzbekcha' });
    await userEvent.type(within(uz).getByLabelText('Title'), 'Qadamlar');
    await userEvent.type(within(uz).getByLabelText('Text (markdown)'), '## Qadam{enter}{enter}**Bosing**');
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'published');

    await userEvent.click(within(form).getByRole('button', { name: 'Oʻzbekcha' }));
    const preview = await within(form).findByRole('heading', { name: 'Qadam' });
    expect(preview.parentElement?.innerHTML).toBe('<h2>Qadam</h2><p><strong>Bosing</strong></p>');
    expect(calls.find((call) => call.url.endsWith('/kb/preview'))?.body).toEqual({
      body: '## Qadam\n\n**Bosing**',
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another article already has this address.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Address'));
    await userEvent.type(within(form).getByLabelText('Address'), 'first-steps');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Write an article' });
    const saved = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/kb/articles'));
    expect(saved.at(-1)?.body).toEqual({
      slug: 'first-steps',
      category: 'hosting',
      status: 'published',
      texts: { uz: { title: 'Qadamlar', body: '## Qadam\n\n**Bosing**' } },
    });
  }, 30_000);
});
