import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Mode,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTimedMessage } from '@/hooks/use-timed-message';
import type { Banner } from './banner';
import { fieldErrorText } from './field-error';
import { applyServerErrors, errorBannerText } from './server-errors';

export interface ApiFormOptions<Input extends FieldValues> {
  /**
   * The request's contract schema: the form validates with it and submits what it outputs. Any zod schema,
   * zod/mini included (the login request is one, so /login loads no full zod).
   */
  schema: z.core.$ZodType<unknown, Input>;
  defaultValues: DefaultValues<Input>;
  mode?: Mode;
  /** Banners that clear themselves after this long (spec §9); without it a banner stays until replaced. */
  bannerMs?: number;
}

export type ApiForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  banner: Banner | undefined;
  showBanner: (banner: Banner | undefined) => void;
  /** Puts the envelope's field errors on this form's fields; answers whether any field took one. */
  placeFieldErrors: (error: unknown) => boolean;
  /**
   * Shows a failed call: the envelope's field errors on their fields, anything else as the banner (the
   * error code's text, else `fallbackText`). Answers whether a field took an error.
   */
  showError: (error: unknown, fallbackText: string) => boolean;
  /** The translated error of a field, for TextField's `error`. */
  errorOf: (name: Path<Input>) => string | undefined;
};

/** One form wiring for every screen: contract schema, server field errors, the banner, timed messages. */
export function useApiForm<Input extends FieldValues, Output = Input>(
  options: ApiFormOptions<Input> & { schema: z.core.$ZodType<Output, Input> },
): ApiForm<Input, Output> {
  const { t } = useTranslation(['validation', 'errors']);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
  });
  const [timedBanner, showTimedBanner] = useTimedMessage<Banner>(options.bannerMs ?? 0);
  const [lastingBanner, setLastingBanner] = useState<Banner>();
  const isTimed = options.bannerMs !== undefined;
  const banner = isTimed ? timedBanner : lastingBanner;
  const showBanner = isTimed ? showTimedBanner : setLastingBanner;
  const fields = Object.keys(options.defaultValues ?? {}) as Path<Input>[];

  const placeFieldErrors = (error: unknown) => applyServerErrors(error, fields, form.setError);
  const showError = (error: unknown, fallbackText: string): boolean => {
    if (placeFieldErrors(error)) return true;
    showBanner({ variant: 'danger', text: errorBannerText(t, error, fallbackText) });
    return false;
  };
  const errorOf = (name: Path<Input>) => fieldErrorText(t, get(form.formState.errors, name));
  return Object.assign(form, { banner, showBanner, placeFieldErrors, showError, errorOf });
}
