import { teamPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { TeamScreen } from './team-screen';

type Reply = { status?: number; body: unknown };
const ok = (data: unknown, total?: number): Reply => ({
  body: { status: true, data, ...(total === undefined ? {} : { total }) },
});

function fakeApi(routes: Record<string, (body: unknown) => Reply>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const reply = routes[key]?.(body) ?? {
        status: 404,
        body: { status: false, code: 'NOT_FOUND', message: '' },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const member = {
  id: 3,
  user_id: 12,
  name: 'Aziz Karimov',
  email: 'aziz@example.uz',
  role: 'technical',
  permissions: ['hosting.read'],
  joined_at: '2026-12-01T09:00:00.000Z',
};
const invitation = {
  id: 7,
  email: 'olga@example.uz',
  role: 'billing',
  permissions: ['billing.read', 'billing.manage'],
  expires_at: '2099-12-08T09:00:00.000Z',
  created_at: '2026-12-01T09:00:00.000Z',
};
const activity = {
  id: 1,
  actor_name: 'Aziz Karimov',
  actor_email: 'aziz@example.uz',
  operation: 'openSupportTicket',
  method: 'POST',
  path: '/api/client/support/tickets',
  status: 200,
  at: '2026-12-01T10:00:00.000Z',
};

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('TeamScreen', () => {
  it('lists members, pending invitations and what members did; removes and withdraws', async () => {
    let members = [member];
    let invitations = [invitation];
    const calls = fakeApi({
      [`GET ${teamPaths.members}`]: () => ok(members),
      [`GET ${teamPaths.invitations}`]: () => ok(invitations),
      [`GET ${teamPaths.activity}?per_page=20`]: () => ok([activity], 1),
      'DELETE /api/client/user/team/members/3': () => {
        members = [];
        return ok(null);
      },
      'DELETE /api/client/user/team/invitations/7': () => {
        invitations = [];
        return ok(null);
      },
    });
    renderWithProviders(<TeamScreen />);
    const membersCard = (await screen.findByRole('heading', { name: 'Members' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(membersCard).findByText('Aziz Karimov')).toBeInTheDocument();
    expect(within(membersCard).getByText(/Technical/)).toBeInTheDocument();
    expect(await screen.findByText('olga@example.uz')).toBeInTheDocument();
    expect(await screen.findByText('opened a support ticket')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Aziz Karimov' }));
    expect(await within(membersCard).findByText('Nobody yet. Invite someone below.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to olga@example.uz' }));
    await waitFor(() => expect(screen.queryByText('olga@example.uz')).toBeNull());
    expect(calls.map((call) => call.key)).toContain('DELETE /api/client/user/team/invitations/7');
  });

  it('invites by e-mail with a role, and shows the server’s refusal in the form', async () => {
    let answer: Reply = ok(invitation);
    const calls = fakeApi({
      [`GET ${teamPaths.members}`]: () => ok([]),
      [`GET ${teamPaths.invitations}`]: () => ok([]),
      [`GET ${teamPaths.activity}?per_page=20`]: () => ok([], 0),
      [`POST ${teamPaths.invitations}`]: () => answer,
    });
    renderWithProviders(<TeamScreen />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'olga@example.uz' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'billing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to olga@example.uz/)).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${teamPaths.invitations}`)?.body).toEqual({
      email: 'olga@example.uz',
      role: 'billing',
    });

    answer = { status: 409, body: { status: false, code: 'TEAM_ALREADY_MEMBER', message: 'x' } };
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'olga@example.uz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This person is already on the team or has an invitation waiting.'),
    ).toBeInTheDocument();
  });

  it('invites with permissions ticked one by one, and changes a member’s role to custom ones', async () => {
    const calls = fakeApi({
      [`GET ${teamPaths.members}`]: () => ok([member]),
      [`GET ${teamPaths.invitations}`]: () => ok([]),
      [`GET ${teamPaths.activity}?per_page=20`]: () => ok([], 0),
      [`POST ${teamPaths.invitations}`]: () => ok({ ...invitation, role: 'custom' }),
      'PUT /api/client/user/team/members/3': () => ok(null),
    });
    renderWithProviders(<TeamScreen />);
    const inviteForm = (await screen.findByRole('form', { name: 'Invite a person' })) as HTMLElement;
    fireEvent.change(within(inviteForm).getByLabelText('E-mail'), { target: { value: 'olga@example.uz' } });
    fireEvent.change(within(inviteForm).getByLabelText('Role'), { target: { value: 'custom' } });
    // Nothing ticked: refused in the form, nothing sent.
    fireEvent.click(within(inviteForm).getByRole('button', { name: 'Send invitation' }));
    expect(await within(inviteForm).findByRole('alert')).toBeInTheDocument();
    expect(calls.some((call) => call.key === `POST ${teamPaths.invitations}`)).toBe(false);
    fireEvent.click(within(inviteForm).getByLabelText('See payments, invoices and documents'));
    fireEvent.click(within(inviteForm).getByLabelText('Read support tickets'));
    fireEvent.click(within(inviteForm).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to olga@example.uz/)).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${teamPaths.invitations}`)?.body).toEqual({
      email: 'olga@example.uz',
      role: 'custom',
      permissions: ['billing.read', 'support.read'],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Change the role of Aziz Karimov' }));
    const changeForm = (await screen.findByRole('form', { name: 'What Aziz Karimov may do' })) as HTMLElement;
    expect((within(changeForm).getByLabelText('Role') as HTMLSelectElement).value).toBe('technical');
    fireEvent.change(within(changeForm).getByLabelText('Role'), { target: { value: 'custom' } });
    // The member's own permissions start ticked.
    expect(within(changeForm).getByLabelText('See hosting and sites')).toBeChecked();
    fireEvent.click(within(changeForm).getByLabelText('See hosting and sites'));
    fireEvent.click(within(changeForm).getByLabelText('See domains'));
    fireEvent.click(within(changeForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'What Aziz Karimov may do' })).toBeNull());
    expect(calls.find((call) => call.key === 'PUT /api/client/user/team/members/3')?.body).toEqual({
      role: 'custom',
      permissions: ['domains.read'],
    });
  });
});
