import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { useApiForm } from '../form/use-api-form';
import { TextField } from '../ui/text-field';
import { kitLocaleFiles } from './locale-files';
import { type LateNamespaces, useLateNamespaces } from './use-late-namespaces';

// A first screen paints before the kit's texts are in (a prerendered page is adopted without them), and asks for
// them only when the visitor reaches for its form. Here they arrive when the test says so: until then a rule's
// error is not shown at all, never as its raw key.

/** An i18n instance of its own that notes each namespace asked for, and whose validation texts arrive only when `deliver` is called. */
async function withLateValidationTexts() {
  const texts = await kitLocaleFiles['en/validation']?.();
  if (!texts) throw new Error('The kit has no English validation texts');
  let deliver = () => {};
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const asked: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (_language, namespace, callback) => {
      asked.push(namespace);
      if (namespace === 'validation') void arrived.then(() => callback(null, texts));
      else callback(null, {});
    },
  };
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  asked.length = 0;
  return {
    i18n,
    asked,
    deliver: async () => {
      await act(async () => {
        deliver();
        await i18n.loadNamespaces('validation');
      });
    },
  };
}

const schema = z.object({ email: z.string().min(1, { error: 'required' }) });

function TestForm() {
  const form = useApiForm({ schema, defaultValues: { email: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => {})(event)} onFocus={form.preload} noValidate>
      <TextField label="E-mail" {...form.register('email')} error={form.errorOf('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

const aTick = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('useLateNamespaces', () => {
  it('loads nothing at mount; once asked, it is ready when the namespaces are in', async () => {
    const { i18n, asked, deliver } = await withLateValidationTexts();
    let late: LateNamespaces | undefined;
    function Readiness() {
      late = useLateNamespaces(['validation']);
      return <p>{late.isReady ? 'ready' : 'waiting'}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Readiness />
      </I18nextProvider>,
    );
    await aTick();
    expect(asked).toEqual([]);

    await act(async () => {
      void late?.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(asked).toEqual(['validation']);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await deliver();
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

describe('a form’s kit texts', () => {
  it('are asked for at the form’s first focus, not when it renders', async () => {
    const { i18n, asked } = await withLateValidationTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <TestForm />
      </I18nextProvider>,
    );
    await aTick();
    expect(asked).toEqual([]);

    fireEvent.focus(screen.getByLabelText('E-mail'));
    await aTick();
    expect(asked.sort()).toEqual(['errors', 'validation']);
  });

  it('are waited for by a submit that comes first: the rule’s error shows with its message, never before it nor as its key', async () => {
    const { i18n, asked, deliver } = await withLateValidationTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <TestForm />
      </I18nextProvider>,
    );
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(asked).toContain('validation');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).not.toHaveFocus();
    expect(screen.queryByText(/required/)).toBeNull();

    await deliver();
    await aTick();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    // The focus moves to the field with its message there, so a screen reader reads the two together.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText(/required/)).toBeNull();
  });
});
