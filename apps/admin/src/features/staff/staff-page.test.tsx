import type { AdminStaff } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const owner: AdminStaff = {
  id: 2,
  email: 'sevara@portal.uz',
  name: 'Sevara',
  role: 'owner',
  state: 'active',
  last_login_at: '2026-11-28T06:30:00.000Z',
  created_at: '2026-01-10T09:00:00.000Z',
};
const bobur: AdminStaff = {
  ...owner,
  id: 5,
  email: 'bobur@portal.uz',
  name: 'Bobur',
  role: 'support',
  last_login_at: null,
};

/** The owner Sevara signed in; `answer` takes the calls a test cares about, the rest get the staff list. */
function serve(answer: (call: Call) => { status?: number; body: unknown } | null = () => null) {
  let staff = [owner, bobur];
  return serveStaff({ role: 'owner', email: owner.email, name: owner.name }, (call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.method === 'PUT' && call.url.endsWith('/staff/5')) {
      const { role, disabled } = call.body as { role: AdminStaff['role']; disabled: boolean };
      staff = staff.map((row) =>
        row.id === 5 ? { ...row, role, state: disabled ? 'disabled' : 'active' } : row,
      );
      return { body: { status: true, data: null } };
    }
    if (call.url.endsWith('/staff')) return { body: { status: true, data: staff } };
    return { body: { status: true, data: [] } };
  });
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Staff' }))
    .getByText(name)
    .closest('tr') as HTMLTableRowElement;

describe('the staff page', () => {
  it('lists each member with role, state and last sign-in; the owner’s own row has no controls', async () => {
    serve();
    renderConsole('/staff');
    const mine = await rowOf('Sevara');
    expect(mine).toHaveTextContent('Owner');
    expect(within(mine).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const other = await rowOf('Bobur');
    expect(within(other).getByRole('combobox', { name: 'Role of Bobur' })).toHaveValue('support');
    expect(other).toHaveTextContent('active');
    expect(other).toHaveTextContent('—');
  }, 20_000);

  it('changes a colleague’s role and disables them, each sent once and the list read again', async () => {
    const calls = serve();
    renderConsole('/staff');
    const row = await rowOf('Bobur');
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Role of Bobur' }), 'billing');
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Role of Bobur' })).toHaveValue('billing'),
    );
    await userEvent.click(within(await rowOf('Bobur')).getByRole('button', { name: 'Disable' }));
    expect(await within(await rowOf('Bobur')).findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/staff/5', { role: 'billing', disabled: false }],
      ['/api/admin/staff/5', { role: 'billing', disabled: true }],
    ]);
  }, 20_000);

  it('says why a change was refused, in the server’s words', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            body: { status: false, code: 'LAST_OWNER', message: 'At least one active owner must remain.' },
          }
        : null,
    );
    renderConsole('/staff');
    await userEvent.click(within(await rowOf('Bobur')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('At least one active owner must remain.')).toBeInTheDocument();
  }, 20_000);

  it('invites a colleague and shows the one-time link once; a field the server refuses is said by it', async () => {
    let invitations = 0;
    const calls = serve((call) => {
      if (!call.url.endsWith('/staff/invitations')) return null;
      invitations += 1;
      if (invitations === 1) {
        const errors = { email: ['A staff member already uses this e-mail.'] };
        return {
          status: 422,
          body: { status: false, code: 'VALIDATION_FAILED', message: 'Invalid', errors },
        };
      }
      const invited = {
        id: 9,
        invite_url: 'https://portal.uz/admin/invite/abc',
        expires_at: '2026-12-09T10:00:00Z',
      };
      return { body: { status: true, data: invited } };
    });
    renderConsole('/staff');
    const form = (await screen.findByRole('heading', { name: 'Invite a colleague' })).closest(
      'form',
    ) as HTMLElement;
    await userEvent.type(within(form).getByLabelText('E-mail'), 'dilnoza@portal.uz');
    await userEvent.type(within(form).getByLabelText('Name'), 'Dilnoza');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'billing');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    expect(await within(form).findByText('A staff member already uses this e-mail.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'dilnoza2@portal.uz');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    expect(await within(form).findByText('https://portal.uz/admin/invite/abc')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ email: 'dilnoza2@portal.uz', name: 'Dilnoza', role: 'billing' });
  }, 20_000);
});
