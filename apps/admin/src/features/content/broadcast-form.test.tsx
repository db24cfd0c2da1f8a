import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

describe('the broadcast form', () => {
  it('asks for the Uzbek text, then for a second confirmation, and sends once', async () => {
    const calls = serveStaff({ role: 'support', email: 's@x.uz' }, (call) => {
      if (call.method === 'POST') return { body: { status: true, data: { recipients: 42 } } };
      return { body: { status: true, data: [] } };
    });
    renderConsole('/news');
    const form = (await screen.findByRole('heading', { name: 'Message to customers' })).closest(
      'form',
    ) as HTMLFormElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Uzbek (Latin) title and text are required',
    );

    const uz = within(form).getByRole('group', { name: 'Oʻzbekcha' });
    await userEvent.type(within(uz).getByLabelText('Title'), 'Texnik ishlar');
    await userEvent.type(within(uz).getByLabelText('Text'), 'Kechasi');
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, send it' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('On its way to 42 customers.');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      language: null,
      texts: { uz: { title: 'Texnik ishlar', body: 'Kechasi' } },
    });
  });
});
