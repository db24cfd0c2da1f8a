import type { CannedReply, StaffRole } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const reply: CannedReply = {
  id: 3,
  department: 'billing',
  texts: {
    uz: { title: 'To‘lov qabul qilindi', body: 'Hurmatli {customer_name}, to‘lovingiz qabul qilindi.' },
    ru: { title: 'Платёж получен', body: 'Уважаемый {customer_name}, платёж получен.' },
  },
  updated_at: '2026-11-20T09:00:00.000Z',
};

function serve(role: StaffRole) {
  return serveStaff({ role, email: 's@x.uz' }, (call) => {
    // What the server answers: the saved reply, or no data for a deletion.
    if (call.url.includes('/canned-replies') && call.method === 'DELETE')
      return { body: { status: true, data: null } };
    if (call.url.includes('/canned-replies') && call.method !== 'GET')
      return { body: { status: true, data: reply } };
    if (call.url.includes('/canned-replies')) return { body: { status: true, data: [reply] } };
    return { body: { status: true, data: [] } };
  });
}

describe('the canned replies page', () => {
  it('lists each reply with its department and languages; readonly staff cannot change them', async () => {
    serve('readonly');
    renderConsole('/canned-replies');
    const card = (await screen.findByRole('heading', { name: 'To‘lov qabul qilindi' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Billing');
    expect(card).toHaveTextContent('Русский');
    expect(screen.queryByRole('button', { name: 'Add a canned reply' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('writes a reply: Uzbek required, only the written languages are sent', async () => {
    const calls = serve('support');
    renderConsole('/canned-replies');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a canned reply' }));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Check the marked fields');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const uz = within(form).getByRole('group', { name: 'Oʻzbekcha' });
    await userEvent.type(within(uz).getByLabelText('Title'), 'Salom');
    await userEvent.type(within(uz).getByLabelText('Text'), 'Assalomu alaykum, {{customer_name}');
    const en = within(form).getByRole('group', { name: 'English' });
    await userEvent.type(within(en).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(en).getByLabelText('Text'), 'Hello, {{customer_name}');
    await userEvent.selectOptions(within(form).getByLabelText('Department'), 'technical');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        department: 'technical',
        texts: {
          uz: { title: 'Salom', body: 'Assalomu alaykum, {customer_name}' },
          en: { title: 'Hello', body: 'Hello, {customer_name}' },
        },
      }),
    );
  });

  it('edits and deletes a reply after a confirmation', async () => {
    const calls = serve('support');
    renderConsole('/canned-replies');
    const card = (await screen.findByRole('heading', { name: 'To‘lov qabul qilindi' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const uz = within(card).getByRole('group', { name: 'Oʻzbekcha' });
    await userEvent.clear(within(uz).getByLabelText('Title'));
    await userEvent.type(within(uz).getByLabelText('Title'), 'To‘lov keldi');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.url).toContain('/canned-replies/3'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      department: 'billing',
      texts: { uz: { title: 'To‘lov keldi' }, ru: { title: 'Платёж получен' } },
    });
    await userEvent.click(await within(card).findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/canned-replies/3'),
    );
  });
});
