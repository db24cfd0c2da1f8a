import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { NewTicketForm, type ServiceChoice } from './new-ticket-form';
import { detailFixture, ok, stubApi } from './test-data';

const OPEN = 'POST /api/client/support/tickets';
const services: ServiceChoice[] = [
  { kind: 'order', id: 12, label: 'Hosting order No. 12 (Start)' },
  { kind: 'domain', id: 4, label: 'Domain example.uz' },
];

const renderForm = (initialService?: { kind: 'order' | 'domain'; id: number }) =>
  renderRoutes(
    [
      {
        path: '/support/tickets/new',
        element: <NewTicketForm services={services} initialService={initialService} />,
      },
      { path: '/support/tickets/:id', element: <p>thread page</p> },
      { path: '/info/kb/:slug', element: <p>article page</p> },
    ],
    '/support/tickets/new',
  );

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewTicketForm', () => {
  it('checks the fields with the contract before anything is sent', async () => {
    const calls = stubApi({ [OPEN]: () => ok(detailFixture()) });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the fields, the chosen service and the attachments as multipart, then opens the thread', async () => {
    const calls = stubApi({ [OPEN]: () => ok(detailFixture({ id: 77 })) });
    renderForm({ kind: 'domain', id: 4 });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Service it is about')).toHaveValue('domain:4');
    await user.selectOptions(screen.getByLabelText('Department'), 'billing');
    await user.type(screen.getByLabelText('Subject'), 'Invoice question');
    await user.type(screen.getByLabelText('Message'), 'Why was I charged twice?');
    await user.selectOptions(screen.getByLabelText('Service it is about'), 'order:12');
    const files = [
      new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
      new File(['hello'], 'note.txt', { type: 'text/plain' }),
    ];
    await user.upload(screen.getByLabelText('Attachments'), files);
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('thread page')).toBeInTheDocument();

    const sent = calls.find((call) => call.method === 'POST');
    const body = sent?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('department')).toBe('billing');
    expect(body.get('subject')).toBe('Invoice question');
    expect(body.get('message')).toBe('Why was I charged twice?');
    expect(body.get('service_kind')).toBe('order');
    expect(body.get('service_id')).toBe('12');
    expect(body.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'invoice.pdf',
      'note.txt',
    ]);
  });

  it('takes at most five attachments', async () => {
    stubApi({});
    renderForm();
    const user = userEvent.setup();
    const six = Array.from(
      { length: 6 },
      (_, index) => new File(['x'], `f${index}.txt`, { type: 'text/plain' }),
    );
    await user.upload(screen.getByLabelText('Attachments'), six);
    expect(screen.getByRole('alert')).toHaveTextContent('You can attach at most 5 files.');
    expect(screen.queryByText('f0.txt')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    stubApi({
      [OPEN]: () => ({
        status: 422,
        body: {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'x',
          // The server answers its field messages already in the UI language.
          errors: { subject: ['The subject is too long.'] },
        },
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Subject');
    await user.type(screen.getByLabelText('Message'), 'Text');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('The subject is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers knowledge-base articles matching the subject as it is typed', async () => {
    const calls = stubApi({
      'GET /api/client/kb/articles?q=reset+password&limit=5': () =>
        ok([
          {
            slug: 'reset-password',
            category: 'account',
            title: 'How to reset your password',
            excerpt: 'Open the login page…',
            language: 'en',
            updated_at: '2026-11-01T00:00:00Z',
          },
        ]),
    });
    renderForm();
    await userEvent.setup().type(screen.getByLabelText('Subject'), 'reset password');
    const section = (await screen.findByText('These articles may already answer your question'))
      .parentElement as HTMLElement;
    expect(within(section).getByRole('link', { name: 'How to reset your password' })).toHaveAttribute(
      'href',
      '/info/kb/reset-password?source=ticket-form',
    );
    // Debounced: one request for the whole subject, not one per key.
    expect(calls.filter((call) => call.url.startsWith('/api/client/kb/articles'))).toHaveLength(1);
  });

  it('sends the knowledge-base article the customer read with the ticket', async () => {
    const calls = stubApi({ [OPEN]: () => ok(detailFixture({ id: 78 })) });
    renderRoutes(
      [
        {
          path: '/support/tickets/new',
          element: <NewTicketForm services={[]} article={{ slug: 'top-up', title: 'Top up with Payme' }} />,
        },
        { path: '/support/tickets/:id', element: <p>thread page</p> },
      ],
      '/support/tickets/new',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'The money did not arrive.');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('thread page')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(body.get('kb_article')).toBe('top-up');
    expect(body.get('subject')).toBe('Top up with Payme');
  });
});
