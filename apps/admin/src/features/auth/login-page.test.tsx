import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/session';
import { renderConsole, serveApi } from '@/test/render';

describe('the staff login', () => {
  it('asks for every field, in the console language, before sending anything', async () => {
    const calls = serveApi(() => ({ body: {} }));
    renderConsole('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid verification code!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal and clears the used code", async () => {
    serveApi(() => ({
      status: 422,
      // As the API refuses: the code field named, so a form does not tell which of the three was wrong.
      body: {
        status: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
        errors: { code: ['Invalid email or password.'] },
      },
    }));
    renderConsole('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'owner@console.portal.uz');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#2026');
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(/Authenticator code/)).toHaveValue('');
    expect(getToken()).toBeNull();
  });

  it('keeps the token and opens the dashboard after a good login', async () => {
    const calls = serveApi((call) => {
      if (call.url.endsWith('/auth/login'))
        return {
          body: {
            status: true,
            data: { access_token: 't'.repeat(43), token_type: 'Bearer', expires_in: 1800 },
          },
        };
      if (call.url.endsWith('/auth/me')) {
        return {
          body: {
            status: true,
            data: {
              id: 1,
              email: 'o@x.uz',
              name: 'Olim',
              role: 'owner',
              permissions: ['customers.read', 'audit.read'],
            },
          },
        };
      }
      return {
        body: {
          status: true,
          data: {
            top_ups_today: [{ provider: 'payme', count: 2, amount: 30000 }],
            new_customers_today: 3,
            active_orders: 12,
            orders_expiring_7_days: 1,
            failed_jobs: 0,
            reconciliation_open: 2,
            domains_queue_open: 0,
          },
        },
      };
    });
    const router = renderConsole('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'owner@console.portal.uz');
    await userEvent.type(screen.getByLabelText('Password'), 'Staff1234!');
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getToken()).toBe('t'.repeat(43));
    expect(calls[0]?.body).toEqual({
      email: 'owner@console.portal.uz',
      password: 'Staff1234!',
      code: '123456',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Payme: 2 payments, 30,000 som');
    // Owner sees every section the role allows.
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
  });

  it('asks for the captcha when the account is under attack, and sends its answer with the next try', async () => {
    const picture = (id: string) => ({
      body: { status: true, data: { captcha_id: id, image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    });
    let logins = 0;
    const calls = serveApi((call) => {
      if (call.url.endsWith('/auth/captcha')) return picture(`cap-${calls.length}`);
      logins += 1;
      if (logins === 1) {
        return {
          status: 422,
          body: {
            status: false,
            code: 'CAPTCHA_REQUIRED',
            message: 'Enter the characters from the picture.',
            errors: { captcha: ['Enter the characters from the picture.'] },
          },
        };
      }
      return {
        status: 422,
        body: {
          status: false,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password.',
          errors: { code: ['Invalid email or password.'] },
        },
      };
    });
    renderConsole('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'owner@console.portal.uz');
    await userEvent.type(screen.getByLabelText('Password'), 'Staff1234!');
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('img', { name: 'A picture with four digits' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Digits in the picture')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Digits in the picture'), '4321');
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(logins).toBe(2));
    const second = calls.filter((call) => call.url.endsWith('/auth/login'))[1];
    expect(second?.body).toMatchObject({ captcha: '4321', captcha_id: expect.stringMatching(/^cap-/) });
    // The used picture is replaced by a new one.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/auth/captcha'))).toHaveLength(2));
  });
});
