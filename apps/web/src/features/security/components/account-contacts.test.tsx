import { apiPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Component as Settings } from '@/app/routes/settings';
import { demoProfile, renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { AccountContacts } from './account-contacts';

// The settings show what the account holds: its phone number, formatted, and its e-mail with whether
// it is confirmed, and the way to confirm it when it is not.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account’s phone and e-mail', () => {
  it('are on the settings page: the number formatted, the e-mail not yet confirmed with the way to do it', async () => {
    localStorage.setItem('token', 't');
    stubRoutes({ [`GET ${apiPaths.profile}`]: [ok(demoProfile)] });
    renderWithProviders(<Settings />);
    const card = await screen.findByRole('region', { name: 'Your phone and e-mail' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(value('Phone number')).toHaveTextContent('+998 90 123 45 67');
    expect(value('E-mail')).toHaveTextContent('aziza@example.uz');
    expect(value('E-mail')).toHaveTextContent('not confirmed');
    expect(within(card).getByRole('link', { name: 'Confirm the e-mail' })).toHaveAttribute(
      'href',
      '/email-verification',
    );
    expect(within(card).getByRole('link', { name: 'Change the number' })).toHaveAttribute(
      'href',
      '/user/tell',
    );
    expect(within(card).getByRole('link', { name: 'Change the e-mail' })).toHaveAttribute(
      'href',
      '/user/email',
    );
  });

  it('say a confirmed e-mail is confirmed, with nothing to do', async () => {
    localStorage.setItem('token', 't');
    const verified = { ...demoProfile, email_verified_at: '2026-11-20T10:00:00.000Z' };
    stubRoutes({ [`GET ${apiPaths.profile}`]: [ok(verified)] });
    renderWithProviders(<AccountContacts only="email" />);
    const card = await screen.findByRole('region', { name: 'Your e-mail now' });
    expect(within(card).getByText('confirmed')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Confirm the e-mail' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Phone number')).not.toBeInTheDocument();
  });

  it('are not there for a visitor', async () => {
    stubRoutes({});
    renderWithProviders(<Settings />);
    expect(await screen.findByRole('group', { name: /Design|Theme/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your phone and e-mail' })).not.toBeInTheDocument();
  });
});
