import { LANGUAGES } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ProfileLinks } from './profile-links';
import { profileMenu } from './profile-menu';

type Messages = { [key: string]: string | Messages };
const files = import.meta.glob<Messages>('../../../locales/*/{account,common}.json', {
  eager: true,
  import: 'default',
});
const textOf = (lang: string, ns: string, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Messages | undefined)?.[key],
      files[`../../../locales/${lang}/${ns}.json`],
    );

describe('ProfileLinks', () => {
  it('groups the cabinet menu under Money, Services, Account, Security and Messaging', () => {
    renderWithProviders(
      <ProfileLinks counts={{ orders: 2, authSessions: 1, transactions: 5, mailUnread: 0, domains: 3 }} />,
    );
    const menu = screen.getByRole('navigation', { name: 'Cabinet menu' });
    const headings = within(menu).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Money',
      'Services',
      'Account',
      'Security',
      'Messaging',
    ]);
    const money = within(menu).getByRole('region', { name: 'Money' });
    expect(
      within(money)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pay', '/user/moneyhistory', '/user/documents', '/user/promo-code/list', '/user/refereal']);
    const services = within(menu).getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: /My orders/ })).toHaveTextContent('2');
    expect(within(services).getByRole('link', { name: /My domains/ })).toHaveTextContent('3');
    const security = within(menu).getByRole('region', { name: 'Security' });
    expect(within(security).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/user/exit');
    expect(within(security).getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'href',
      '/user/api-keys',
    );
    // Every page of the cabinet once.
    expect(within(menu).getAllByRole('link')).toHaveLength(22);
  });

  it('marks the page the customer is on', () => {
    renderWithProviders(<ProfileLinks />, '/user/moneyhistory');
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/user/moneyhistory');
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(profileMenu.flatMap((group) => group.links))('names $key as its page is titled', (link) => {
      const label = textOf(lang, 'account', `profile.links.${link.key}`);
      expect(label).toBeTypeOf('string');
      expect(label).toBe(textOf(lang, 'common', `routes.${link.route}`));
    });

    it('has a heading for every group', () => {
      for (const group of profileMenu) {
        expect(textOf(lang, 'account', `profile.groups.${group.key}`)).toBeTypeOf('string');
      }
    });
  });
});
