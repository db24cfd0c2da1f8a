import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { useApiForm } from '../form/use-api-form';
import { TextField } from '../ui/text-field';
import { kitLocaleFiles } from './locale-files';
import { useLateNamespaces } from './use-late-namespaces';

// A first screen paints before the kit's texts are in (a prerendered page is adopted without them). Here they
// arrive when the test says so: until then a rule's message is not shown at all, never as its raw key.

/** An i18n instance of its own whose validation texts arrive only when `deliver` is called. */
async function withLateValidationTexts() {
  const texts = await kitLocaleFiles['en/validation']?.();
  if (!texts) throw new Error('The kit has no English validation texts');
  let deliver = () => {};
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (_language, namespace, callback) => {
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
  return {
    i18n,
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
    <form onSubmit={(event) => void form.handleSubmit(() => {})(event)} noValidate>
      <TextField label="E-mail" {...form.register('email')} error={form.errorOf('email')} />
      <button type="submit">Send</button>
      <output>{form.formState.errors.email ? 'rule failed' : ''}</output>
    </form>
  );
}

function Readiness({ namespaces }: { namespaces: string[] }) {
  return <p>{useLateNamespaces(namespaces) ? 'ready' : 'waiting'}</p>;
}

describe('useLateNamespaces', () => {
  it('is false until the namespaces are loaded, then true', async () => {
    const { i18n, deliver } = await withLateValidationTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <Readiness namespaces={['validation']} />
      </I18nextProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await deliver();
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('keeps a rule’s message back until its texts are in, never showing the key', async () => {
    const { i18n, deliver } = await withLateValidationTexts();
    render(
      <I18nextProvider i18n={i18n}>
        <TestForm />
      </I18nextProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The rule failed (the form holds the error), but its text is not loaded: nothing is said yet.
    expect(screen.getByText('rule failed')).toBeInTheDocument();
    expect(i18n.hasLoadedNamespace('validation')).toBe(false);
    expect(screen.queryByText(/required/)).toBeNull();
    expect(screen.queryByText('Please fill in this field.')).toBeNull();

    await deliver();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.queryByText(/required/)).toBeNull();
  });
});
