import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import {
  DATABASES,
  databaseAdminUrl,
  databaseFixture,
  databaseList,
  databasePasswordUrl,
  databaseUrl,
} from './mail-db-test-data';
import { OrderHome } from './order-home';
import { PROFILE } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const renderDatabases = () => renderWithProviders(<OrderHome order={orderFixture()} />, '/?tab=databases');

describe('order home: databases', () => {
  it('creates a database with its user, the prefix shown, and lists it with host and size', async () => {
    const created = databaseFixture();
    const calls = stubRoutes({
      [`GET ${DATABASES}`]: [ok(databaseList([])), ok(databaseList([created]))],
      [`POST ${DATABASES}`]: [ok(created)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDatabases();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first database' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new database' });
    expect(within(dialog).getByLabelText('Database name')).toHaveAccessibleDescription(/u5_/);
    fireEvent.input(within(dialog).getByLabelText('Database name'), { target: { value: 'shop' } });
    fireEvent.input(within(dialog).getByLabelText('User'), { target: { value: 'shop' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Db#Secret-5530' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the database' }));
    const card = await screen.findByRole('listitem', { name: 'u5_shop' });
    expect(within(card).getByText('localhost')).toBeInTheDocument();
    expect(within(card).getByText('3306')).toBeInTheDocument();
    expect(within(card).getByText('1.5 MB')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'shop',
      user: 'shop',
      password: 'Db#Secret-5530',
      charset: 'utf8mb4',
    });
    expect(screen.queryByRole('button', { name: /phpMyAdmin/ })).not.toBeInTheDocument();
    // The first render of a form pays for loading its texts and contract rules: slow on a busy machine.
  }, 15_000);

  it('puts the server’s refusal on its field', async () => {
    stubRoutes({
      [`GET ${DATABASES}`]: [ok(databaseList([]))],
      [`POST ${DATABASES}`]: [
        invalid(
          { name: ['A database or database user with this name already exists.'] },
          'HOSTING_OBJECT_EXISTS',
        ),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDatabases();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first database' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new database' });
    fireEvent.input(within(dialog).getByLabelText('Database name'), { target: { value: 'shop' } });
    fireEvent.input(within(dialog).getByLabelText('User'), { target: { value: 'shop' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Db#Secret-5530' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the database' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Database name')).toHaveAccessibleDescription(/already exists/),
    );
  });

  it('changes the user’s password and says so, then deletes the database after a warning', async () => {
    const database = databaseFixture();
    const calls = stubRoutes({
      [`GET ${DATABASES}`]: [ok(databaseList([database])), ok(databaseList([]))],
      [`PUT ${databasePasswordUrl(database.name)}`]: [ok(database)],
      [`DELETE ${databaseUrl(database.name)}`]: [ok(null)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDatabases();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the password of u5_shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for u5_shop' });
    fireEvent.input(within(dialog).getByLabelText('New password'), { target: { value: 'Db#Fresh-7719' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the password' }));
    expect(await within(dialog).findByText('The password is changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ password: 'Db#Fresh-7719' });
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete u5_shop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete u5_shop?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the database and its data' }));
    expect(await screen.findByText(/There are no databases on this order yet/)).toBeInTheDocument();
  });

  it('opens phpMyAdmin through the one-time link when the server offers it', async () => {
    const database = databaseFixture();
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    stubRoutes({
      [`GET ${DATABASES}`]: [ok(databaseList([database], { phpmyadmin: true }))],
      [`GET ${databaseAdminUrl(database.name)}`]: [
        ok({ url: 'https://panel.example/ispmgr?func=auth&key=k' }),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDatabases();
    fireEvent.click(await screen.findByRole('button', { name: 'Open u5_shop in phpMyAdmin' }));
    await waitFor(() => expect(tab.location.href).toBe('https://panel.example/ispmgr?func=auth&key=k'));
    expect(tab.opener).toBeNull();
  });
});
