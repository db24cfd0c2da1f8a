import type { HostingResourceKind } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import {
  DATABASES,
  databaseFixture,
  databaseList,
  MAILBOXES,
  mailboxFixture,
  mailboxList,
} from './mail-db-test-data';
import { OrderHome } from './order-home';
import { PROFILE, SITES, siteFixture, siteList } from './test-data';
import {
  CRON,
  cronFixture,
  cronList,
  FTP,
  ftpFixture,
  ftpList,
  USAGE,
  usageFixture,
} from './tools-test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

// Each tab's "add" button against the order's usage reading: disabled at the tariff's limit with the reason as
// its description, offered below it. One list entry each, so the button is the toolbar's, not the empty state's.
const tabs: {
  tab: string;
  kind: HostingResourceKind;
  list: [string, unknown];
  add: string;
  reason: string;
}[] = [
  {
    tab: 'sites',
    kind: 'sites',
    list: [SITES, siteList([siteFixture()])],
    add: 'Add a site',
    reason: 'Your tariff allows 3 sites, and all are in use. Delete one or change the tariff to add another.',
  },
  {
    tab: 'mail',
    kind: 'mailboxes',
    list: [MAILBOXES, mailboxList([mailboxFixture()])],
    add: 'Add a mailbox',
    reason:
      'Your tariff allows 3 mailboxes, and all are in use. Delete one or change the tariff to add another.',
  },
  {
    tab: 'databases',
    kind: 'databases',
    list: [DATABASES, databaseList([databaseFixture()])],
    add: 'Add a database',
    reason:
      'Your tariff allows 3 databases, and all are in use. Delete one or change the tariff to add another.',
  },
  {
    tab: 'ftp',
    kind: 'ftp_users',
    list: [FTP, ftpList([ftpFixture()])],
    add: 'Add an FTP user',
    reason:
      'Your tariff allows 3 FTP users, and all are in use. Delete one or change the tariff to add another.',
  },
  {
    tab: 'cron',
    kind: 'cron_jobs',
    list: [CRON, cronList([cronFixture()])],
    add: 'Add a cron job',
    reason:
      'Your tariff allows 3 cron jobs, and all are in use. Delete one or change the tariff to add another.',
  },
];

const usageOf = (kind: HostingResourceKind, figure: { used: number; limit: number | null }) =>
  usageFixture({
    resources: usageFixture().resources.map((resource) =>
      resource.kind === kind ? { ...resource, ...figure } : resource,
    ),
  });

function renderTab(tab: string, list: [string, unknown], usage: ReturnType<typeof usageOf>) {
  stubRoutes({
    [`GET ${list[0]}`]: [ok(list[1])],
    [`GET ${USAGE}`]: [ok(usage)],
    [PROFILE]: [ok(demoProfile)],
  });
  return renderWithProviders(<OrderHome order={orderFixture()} />, `/?tab=${tab}`);
}

describe.each(tabs)('order home: the $tab tab at its tariff’s limit', ({ tab, kind, list, add, reason }) => {
  it('disables the add button and says why', async () => {
    renderTab(tab, list, usageOf(kind, { used: 3, limit: 3 }));
    const button = await screen.findByRole('button', { name: add });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('offers it below the limit and without one', async () => {
    for (const figure of [
      { used: 2, limit: 3 },
      { used: 40, limit: null },
    ]) {
      const { unmount } = renderTab(tab, list, usageOf(kind, figure));
      // The usage bars answer from the same reading: once they show, the button has seen it too.
      await screen.findByRole('region', { name: 'Use of the tariff' });
      const button = await screen.findByRole('button', { name: add });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAccessibleDescription();
      unmount();
    }
  });
});

describe('order home: the limit’s words', () => {
  it('says the tariff includes none', async () => {
    renderTab('databases', [DATABASES, databaseList([])], usageOf('databases', { used: 0, limit: 0 }));
    const button = await screen.findByRole('button', { name: 'Add your first database' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Your tariff includes no databases. Change the tariff to add one.',
    );
  });

  it('counts one in the singular', async () => {
    renderTab('sites', [SITES, siteList([siteFixture()])], usageOf('sites', { used: 1, limit: 1 }));
    const button = await screen.findByRole('button', { name: 'Add a site' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Your tariff allows 1 site, and it is in use. Delete it or change the tariff to add another.',
    );
  });
});
