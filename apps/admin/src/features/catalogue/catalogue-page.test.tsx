import type { AdminServer } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

// The server and tariff forms carry the names customers see in each language besides uz.

const server: AdminServer = {
  id: 1,
  name: 'Tashkent-1',
  name_i18n: { ru: 'Ташкент-1' },
  ip: null,
  location: 'Toshkent',
  location_i18n: { ru: 'Ташкент', tj: 'Тошканд' },
  cpu: null,
  ram: null,
  panel_url: null,
  // Empty ports used to fail the form (a stored null became 0).
  port_http: null,
  port_https: null,
  port_ispmanager: null,
  dns_primary: null,
  dns_secondary: null,
  api_url: 'https://panel.test:1500/ispmgr',
  login_base_url: null,
  wap_url_template: null,
  mail_host: null,
  webmail_url: null,
  phpmyadmin: false,
  admin_login: 'root',
  tls_insecure: false,
  enabled: true,
  tariffs: [
    {
      id: 7,
      server_id: 1,
      name: 'Biznes',
      name_i18n: {},
      preset: 'business',
      limits: {},
      prices: { month: 35_000 },
      enabled: true,
      orders: 0,
    },
  ],
};

function serve(answerPut: () => { status?: number; body: unknown }) {
  return serveStaff({ role: 'owner', id: 1, email: 'o@x.uz', name: 'Olim' }, (call) => {
    if (call.method === 'PUT') return answerPut();
    return { body: { status: true, data: [server] } };
  });
}

describe('the catalogue forms', () => {
  it('show the server’s names in other languages and send the changed ones', async () => {
    const calls = serve(() => ({ body: { status: true, data: null } }));
    renderConsole('/catalogue');
    const card = (await screen.findByRole('heading', { name: 'Tashkent-1' })).closest(
      'section',
    ) as HTMLElement;
    await userEvent.click(within(card).getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);

    const names = within(card).getByRole('group', { name: 'Server name in other languages' });
    const locations = within(card).getByRole('group', { name: 'Location in other languages' });
    expect(within(names).getByLabelText('Русский')).toHaveValue('Ташкент-1');
    expect(within(locations).getByLabelText('Тоҷикӣ')).toHaveValue('Тошканд');
    await userEvent.type(within(names).getByLabelText('Ўзбекча'), 'Тошкент-1');
    await userEvent.clear(within(locations).getByLabelText('Тоҷикӣ'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/servers\/1$/);
    expect(put?.body).toMatchObject({
      name_i18n: { ru: 'Ташкент-1', uzc: 'Тошкент-1' },
      location_i18n: { ru: 'Ташкент', tj: '' },
    });
  }, 20_000);

  it('edit a tariff’s names and show the server’s field error by the field', async () => {
    serve(() => ({
      status: 422,
      body: {
        status: false,
        code: 'VALIDATION_FAILED',
        message: 'Check the marked fields.',
        errors: { 'name_i18n.en': ['Too long.'] },
      },
    }));
    renderConsole('/catalogue');
    const tariff = (await screen.findByText('Biznes')).closest('li') as HTMLElement;
    await userEvent.click(within(tariff).getByRole('button', { name: 'Edit' }));
    const names = within(tariff).getByRole('group', { name: 'Tariff name in other languages' });
    await userEvent.type(within(names).getByLabelText('English'), 'Business');
    await userEvent.click(within(tariff).getByRole('button', { name: 'Save' }));
    expect(await within(names).findByText('Too long.')).toBeInTheDocument();
    // The kit's form layer: the field error stands by its field, which is marked invalid; no banner repeats it.
    expect(within(names).getByLabelText('English')).toHaveAttribute('aria-invalid', 'true');
  });
});
