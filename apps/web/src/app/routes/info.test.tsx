import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { appMetaQueryOptions } from '@/lib/app-meta-query';
import { createQueryClient } from '@/lib/query-client';
import { Component as InfoPage } from './info';

const meta = { demo: true, support: { email: 'help@portal.uz', telegram: 'portal_help' } };

const tree = (client: ReturnType<typeof createQueryClient>) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>
      <InfoPage />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('the support page', () => {
  it('is adopted without a mismatch when the header’s request for the contacts came back first', async () => {
    // The build painted the page before any data: the contacts loading.
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createQueryClient()));
    document.body.append(container);
    // In the browser the header asked for the same data, and it arrived before React reached the page.
    const client = createQueryClient();
    client.setQueryData(appMetaQueryOptions().queryKey, meta);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(client), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    // Once adopted, the page shows what came.
    expect(await screen.findByText('help@portal.uz')).toBeInTheDocument();
    // A visitor writes through the guest form.
    expect(screen.getByRole('heading', { name: 'Write to us without an account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New ticket/ })).toBeNull();
    container.remove();
  });

  it('offers a customer a new ticket in the cabinet instead of the guest form', async () => {
    localStorage.setItem('token', 't');
    try {
      const client = createQueryClient();
      client.setQueryData(appMetaQueryOptions().queryKey, meta);
      render(tree(client));
      expect(await screen.findByRole('link', { name: /New ticket/ })).toHaveAttribute(
        'href',
        '/support/tickets/new',
      );
      expect(screen.queryByRole('heading', { name: 'Write to us without an account' })).toBeNull();
    } finally {
      localStorage.removeItem('token');
    }
  });
});
