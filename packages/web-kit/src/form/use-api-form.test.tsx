import { act, fireEvent, render, screen } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorForTest } from '../testing';
import { TextField } from '../ui/text-field';
import { FormBanner } from './banner';
import { useApiForm } from './use-api-form';

// The one form wiring: contract schema, the envelope's field errors on their fields, the banner, timed banners.

const schema = z.object({ email: z.string().min(1, { error: 'required' }), code: z.string() });

function TestForm({ fail, bannerMs }: { fail: unknown; bannerMs?: number }) {
  const form = useApiForm({ schema, defaultValues: { email: '', code: '' }, bannerMs });
  const onSubmit = form.handleSubmit(async () => {
    if (fail) form.showError(fail, 'Something failed.');
    else form.showBanner({ variant: 'success', text: 'Saved.' });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormBanner banner={form.banner} />
      <TextField label="E-mail" {...form.register('email')} error={form.errorOf('email')} />
      <TextField label="Code" {...form.register('code')} error={form.errorOf('code')} />
      <button type="submit">Send</button>
    </form>
  );
}

const fill = () => fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.uz' } });
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The submit validates asynchronously; its updates land inside act only if act waits for them.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('useApiForm', () => {
  it('validates with the schema and shows the translated field error', async () => {
    render(<TestForm fail={null} />);
    await send();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
  });

  it('puts the envelope’s field errors on their fields, not in the banner', async () => {
    const error = apiErrorForTest(422, 'VALIDATION_FAILED', 'Check the fields', {
      code: ['The code is wrong.'],
    });
    render(<TestForm fail={error} />);
    fill();
    await send();
    expect(screen.getByText('The code is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error without fields as the banner, with the error code’s text', async () => {
    render(<TestForm fail={apiErrorForTest(429, 'RATE_LIMITED', 'Too many')} />);
    fill();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('falls back to the screen’s text for an error that is not the API’s', async () => {
    render(<TestForm fail={new TypeError('network')} />);
    fill();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed.');
  });

  it('clears a timed banner after its time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<TestForm fail={null} bannerMs={2000} />);
      fill();
      await send();
      expect(screen.getByRole('status')).toHaveTextContent('Saved.');
      act(() => {
        vi.advanceTimersByTime(2001);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useApiForm with a Controller-based field', () => {
  // One custom input standing for two request fields (a list of servers, or a hosting order), as the domain
  // screens' name-server choice does.
  const choiceSchema = z.object({
    title: z.string(),
    servers: z
      .object({ text: z.string() })
      .refine((value) => value.text.trim() !== '', { error: 'required' }),
  });

  function ChoiceForm({ fail }: { fail: unknown }) {
    const form = useApiForm({
      schema: choiceSchema,
      defaultValues: { title: '', servers: { text: '' } },
      serverFields: { hosting_order_id: 'servers' },
    });
    const onSubmit = form.handleSubmit(async () => {
      form.showError(fail, 'Something failed.');
    });
    return (
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormBanner banner={form.banner} />
        <TextField label="Title" {...form.register('title')} error={form.errorOf('title')} />
        <Controller
          control={form.control}
          name="servers"
          render={({ field }) => (
            <TextField
              label="Servers"
              value={field.value.text}
              onChange={(event) => field.onChange({ text: event.target.value })}
              error={form.errorOf('servers')}
            />
          )}
        />
        <button type="submit">Send</button>
      </form>
    );
  }

  const fillServers = () =>
    fireEvent.input(screen.getByLabelText('Servers'), { target: { value: 'ns1.a.uz' } });

  it('shows the schema’s error of the whole value on the custom input', async () => {
    render(<ChoiceForm fail={null} />);
    await send();
    expect(screen.getByLabelText('Servers')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
  });

  it('puts an item’s error (servers.1) on the field that holds the list', async () => {
    const error = apiErrorForTest(422, 'VALIDATION_FAILED', '', {
      'servers.1': ['The second server is wrong.'],
    });
    render(<ChoiceForm fail={error} />);
    fillServers();
    await send();
    expect(screen.getByLabelText('Servers')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The second server is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts an aliased field’s error on its form field', async () => {
    const error = apiErrorForTest(422, 'VALIDATION_FAILED', '', {
      hosting_order_id: ['This hosting order is not running.'],
    });
    render(<ChoiceForm fail={error} />);
    fillServers();
    await send();
    expect(screen.getByLabelText('Servers')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This hosting order is not running.')).toBeInTheDocument();
  });

  it('shows the field errors no field takes as the banner, beside the ones placed', async () => {
    const error = apiErrorForTest(422, 'VALIDATION_FAILED', 'Check the fields', {
      title: ['The title is taken.'],
      years: ['The term is not sold.'],
    });
    render(<ChoiceForm fail={error} />);
    fillServers();
    await send();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/^The term is not sold\.$/);
  });
});

describe('useApiForm with a lazy schema', () => {
  function LazyForm({ load }: { load: () => Promise<typeof schema> }) {
    const form = useApiForm({ schema: { load }, defaultValues: { email: '', code: '' } });
    const onSubmit = form.handleSubmit(async () => {
      form.showBanner({ variant: 'success', text: 'Saved.' });
    });
    return (
      <form onSubmit={(event) => void onSubmit(event)} onFocus={form.preload} noValidate>
        <FormBanner banner={form.banner} />
        <TextField label="E-mail" {...form.register('email')} error={form.errorOf('email')} />
        <TextField label="Code" {...form.register('code')} error={form.errorOf('code')} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('loads the schema on first focus, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    render(<LazyForm load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('E-mail'));
    await send();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    fill();
    await send();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next validation', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    render(<LazyForm load={load} />);
    await act(async () => {
      fireEvent.focus(screen.getByLabelText('E-mail'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await send();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves the check to the server when the rules cannot be downloaded at all', async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValue(new Error('offline'));
    render(<LazyForm load={load} />);
    await send();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });
});
