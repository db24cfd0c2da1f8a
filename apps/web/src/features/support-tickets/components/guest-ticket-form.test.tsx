import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { GuestTicketSection } from './guest-ticket-form';
import { ok, stubApi } from './test-data';

const CAPTCHA = 'GET /api/client/user/auth/captcha';
const ARTICLE = 'GET /api/client/kb/articles/payme-top-up';
const article = {
  slug: 'payme-top-up',
  category: 'billing',
  title: 'Topping up with Payme',
  excerpt: 'Open the balance page.',
  language: 'en',
  updated_at: '2026-12-01T09:00:00.000Z',
  body_html: '<p>Open the balance page.</p>',
  published_at: '2026-12-01T09:00:00.000Z',
};
const OPEN = 'POST /api/client/support/guest-tickets';
const pictures = [
  { captcha_id: 'c1', image: 'data:image/svg+xml;base64,AAA' },
  { captcha_id: 'c2', image: 'data:image/svg+xml;base64,BBB' },
];

/** Each captcha request answers the next picture. */
const captchas = () => {
  let next = 0;
  return () => ok(pictures[Math.min(next++, pictures.length - 1)]);
};

async function fill(user: ReturnType<typeof userEvent.setup>, answer = '4321') {
  await user.type(screen.getByLabelText('Your e-mail'), 'Visitor@Example.uz');
  await user.type(screen.getByLabelText('Your name'), 'Aziza');
  await user.type(screen.getByLabelText('Subject'), 'Which tariff for WordPress?');
  await user.type(screen.getByLabelText('Message'), 'I want to move a small shop from another host.');
  await user.type(screen.getByLabelText('Digits from the picture'), answer);
}

const picture = () => screen.getByAltText('Picture with 4 digits to type in');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('GuestTicketForm', () => {
  it('asks for a captcha only once the visitor starts on the form', async () => {
    const calls = stubApi({ [CAPTCHA]: captchas() });
    renderWithProviders(<GuestTicketSection />);
    expect(screen.getByRole('heading', { name: 'Write to us without an account' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByLabelText('Your e-mail'));
    await waitFor(() => expect(picture()).toHaveAttribute('src', pictures[0]?.image));
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('checks the fields with the contract before anything is sent', async () => {
    const calls = stubApi({ [CAPTCHA]: captchas() });
    renderWithProviders(<GuestTicketSection />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email. Please check and try again!')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThanOrEqual(4);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the ticket with the captcha and the UI language, then says the link was e-mailed', async () => {
    const calls = stubApi({
      [CAPTCHA]: captchas(),
      [OPEN]: () => ok({ id: 57, email: 'visitor@example.uz' }),
    });
    renderWithProviders(<GuestTicketSection />);
    const user = userEvent.setup();
    await fill(user);
    await waitFor(() => expect(picture()).toHaveAttribute('src', pictures[0]?.image));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText(
        'Ticket No. 57 is open. We have e-mailed a private link to it to visitor@example.uz.',
      ),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      email: 'visitor@example.uz',
      name: 'Aziza',
      subject: 'Which tariff for WordPress?',
      message: 'I want to move a small shop from another host.',
      captcha_id: 'c1',
      captcha: '4321',
      language: 'en',
    });
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    expect(document.activeElement).toContainElement(screen.getByRole('status'));

    // Another message starts from an empty form with a fresh picture (the first one is used up).
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('');
    await waitFor(() => expect(picture()).toHaveAttribute('src', pictures[1]?.image));
  });

  it('puts a wrong captcha next to the answer and shows a new picture', async () => {
    stubApi({
      [CAPTCHA]: captchas(),
      [OPEN]: () => ({
        status: 422,
        body: {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          errors: { captcha: ['The digits do not match the picture.'] },
        },
      }),
    });
    renderWithProviders(<GuestTicketSection />);
    const user = userEvent.setup();
    await fill(user, '0000');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The digits do not match the picture.')).toBeInTheDocument();
    expect(screen.getByLabelText('Digits from the picture')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(picture()).toHaveAttribute('src', pictures[1]?.image));
  });

  it('words a limit with the time to wait', async () => {
    stubApi({
      [CAPTCHA]: captchas(),
      [OPEN]: () => ({
        status: 429,
        body: { status: false, code: 'RATE_LIMITED', message: 'Too many' },
        headers: { 'Retry-After': '1500' },
      }),
    });
    renderWithProviders(<GuestTicketSection />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 25 minutes.');
  });

  it('names the article of ?article=, takes its title as the subject and sends it with the ticket', async () => {
    const calls = stubApi({
      [CAPTCHA]: captchas(),
      [ARTICLE]: () => ok(article),
      [OPEN]: () => ok({ id: 58, email: 'visitor@example.uz' }),
    });
    renderWithProviders(<GuestTicketSection />, '/info?article=payme-top-up');
    const named = await screen.findByText('Article read:');
    expect(within(named).getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      '/info/kb/payme-top-up',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue(article.title);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail'), 'visitor@example.uz');
    await user.type(screen.getByLabelText('Your name'), 'Aziza');
    await user.type(screen.getByLabelText('Message'), 'The money did not arrive.');
    await user.type(screen.getByLabelText('Digits from the picture'), '4321');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/Ticket No. 58 is open/);
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      subject: article.title,
      kb_article: 'payme-top-up',
    });

    // Another message is about the same article: its title is the subject again, the rest is empty.
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue(article.title);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('names no article and sends none when the one asked for is not published', async () => {
    const calls = stubApi({
      [CAPTCHA]: captchas(),
      [OPEN]: () => ok({ id: 59, email: 'visitor@example.uz' }),
    });
    renderWithProviders(<GuestTicketSection />, '/info?article=withdrawn');
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/client/kb/articles/withdrawn')).toBe(true),
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/Ticket No. 59 is open/);
    expect(screen.queryByText('Article read:')).toBeNull();
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.body))).not.toHaveProperty('kb_article');
  });
});
