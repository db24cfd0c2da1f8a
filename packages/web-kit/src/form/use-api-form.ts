import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../errors/error-text';
import { useLateNamespaces } from '../i18n/use-late-namespaces';
import type { Banner } from './banner';
import { fieldErrorText } from './field-error';
import { applyServerErrors, type ServerFieldAliases } from './server-errors';
import { useTimedMessage } from './use-timed-message';

type Schema<Output, Input> = z.core.$ZodType<Output, Input>;

/**
 * A contract schema that a first screen loads only when the form first validates (or is first focused):
 * zod's core is some 15 KB of a phone's first download that painting and adopting the form never need.
 */
export interface LazySchema<Output, Input> {
  load: () => Promise<Schema<Output, Input>>;
}

export interface ApiFormOptions<Input extends FieldValues> {
  /**
   * The request's contract schema: the form validates with it and submits what it outputs. Any zod schema,
   * zod/mini included, or a LazySchema that loads it on first use.
   */
  schema: Schema<unknown, Input> | LazySchema<unknown, Input>;
  defaultValues: DefaultValues<Input>;
  mode?: Mode;
  /** Banners that clear themselves after this long (docs/product/limits.md); without it a banner stays until replaced. */
  bannerMs?: number;
  /**
   * Envelope field names that land on a form field of another name: `{ hosting_order_id: 'nameservers' }` when
   * one Controller-based choice stands for two request fields. An item's error lands on its list by itself
   * (`nameservers.1` on `nameservers`).
   */
  serverFields?: ServerFieldAliases<Input>;
}

export type ApiForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  banner: Banner | undefined;
  showBanner: (banner: Banner | undefined) => void;
  /** Puts the envelope's field errors on this form's fields; answers whether any field took one. */
  placeFieldErrors: (error: unknown) => boolean;
  /**
   * Shows a failed call: the envelope's field errors on their fields, anything else as the banner (the field
   * messages this form has no field for, else the error code's text, else `fallbackText`). Answers whether a
   * field took an error.
   */
  showError: (error: unknown, fallbackText: string) => boolean;
  /** The translated error of a field, for TextField's `error`. */
  errorOf: (name: Path<Input>) => string | undefined;
  /**
   * Starts loading what validating needs, a lazy schema and the kit's texts (a form's first focus), so the first
   * submit does not wait for them.
   */
  preload: () => void;
};

/** A resolver for a lazy schema: the schema loads once, on the first validation or preload. */
function lazyResolver<Input extends FieldValues, Output>(
  schema: LazySchema<Output, Input>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loaded ??= schema.load().then(
      (real) => zodResolver(real) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // A failed download (offline) is tried again at the next validation.
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, unknown, Output>;
      try {
        resolve = await load();
      } catch {
        // The rules could not be downloaded (offline): the server checks the same contract and answers with
        // field errors, so the values go on as they are rather than the form failing without a word.
        return { values: values as unknown as Output, errors: {} };
      }
      return resolve(values, context, options);
    },
    preload: () => void load().catch(() => undefined),
  };
}

const KIT_TEXTS = ['validation', 'errors'];

/**
 * Validation that starts loading the kit's texts, and answers with errors only once they are in: a rule's error
 * then appears with its message, never before it (nor as its key), even on a submit before any focus, and the
 * focus moves to the field when a screen reader can read the message with it. Valid values do not wait.
 */
function withKitTexts<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  loadTexts: () => Promise<void>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const texts = loadTexts();
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length > 0) await texts;
    return result;
  };
}

/** One form wiring for every screen: contract schema, server field errors, the banner, timed messages. */
export function useApiForm<Input extends FieldValues, Output = Input>(
  options: Omit<ApiFormOptions<Input>, 'schema'> & {
    schema: Schema<Output, Input> | LazySchema<Output, Input>;
  },
): ApiForm<Input, Output> {
  // The kit's texts load at the form's first focus or validation, not when it paints (a prerendered login page is
  // adopted without them, and a visitor who only reads it never downloads them): a rule's error waits for them,
  // and a failed answer's banner too.
  const { t, i18n } = useTranslation();
  const texts = useLateNamespaces(KIT_TEXTS);
  const { schema } = options;
  const [{ resolver, preload }] = useState(() => {
    const rules =
      'load' in schema
        ? lazyResolver(schema)
        : { resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>, preload: () => {} };
    return {
      resolver: withKitTexts(rules.resolver, texts.load),
      preload: () => {
        rules.preload();
        void texts.load();
      },
    };
  });
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
  });
  const [timedBanner, showTimedBanner] = useTimedMessage<Banner>(options.bannerMs ?? 0);
  const [lastingBanner, setLastingBanner] = useState<Banner>();
  const isTimed = options.bannerMs !== undefined;
  const banner = isTimed ? timedBanner : lastingBanner;
  const showBanner = isTimed ? showTimedBanner : setLastingBanner;
  const fields = Object.keys(options.defaultValues ?? {}) as Path<Input>[];

  const place = (error: unknown) => applyServerErrors(error, fields, form.setError, options.serverFields);
  const placeFieldErrors = (error: unknown) => place(error).placed;
  const showError = (error: unknown, fallbackText: string): boolean => {
    const { placed, unplaced } = place(error);
    if (unplaced.length > 0) showBanner({ variant: 'danger', text: unplaced.join(' ') });
    else if (!placed) {
      const show = () => showBanner({ variant: 'danger', text: errorText(t, error, fallbackText) });
      // Nearly always loaded by now; otherwise the banner waits for them rather than show a key.
      if (KIT_TEXTS.every((ns) => i18n.hasLoadedNamespace(ns))) show();
      else void i18n.loadNamespaces(KIT_TEXTS).then(show);
    }
    return placed;
  };
  const errorOf = (name: Path<Input>) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    // A server's message is in the UI language already; a rule's code needs the validation texts.
    return texts.isReady || error?.type === 'server' ? fieldErrorText(t, error) : undefined;
  };
  return Object.assign(form, {
    banner,
    showBanner,
    placeFieldErrors,
    showError,
    errorOf,
    preload,
  });
}
