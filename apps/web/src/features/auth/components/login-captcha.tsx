import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type RefObject, useImperativeHandle } from 'react';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { captchaQueryKey, useCaptcha } from '@/components/captcha/get-captcha';

/** What the login form asks of its captcha when it sends or fails: the picture's id, and a new picture. */
export interface LoginCaptchaHandle {
  captchaId: string | undefined;
  refresh: () => void;
}

type LoginCaptchaProps = Omit<ComponentProps<typeof CaptchaField>, 'image' | 'isLoading' | 'loadFailed'> & {
  handle: RefObject<LoginCaptchaHandle | null>;
};

/**
 * The login's captcha, shown after the server asks for it (CAPTCHA_REQUIRED). Its own lazy part with the query
 * library (login-form.tsx), so a first login without it never downloads the library.
 */
export function LoginCaptcha({ handle, ...fieldProps }: LoginCaptchaProps) {
  const captcha = useCaptcha();
  const queryClient = useQueryClient();
  useImperativeHandle(
    handle,
    () => ({
      captchaId: captcha.data?.captcha_id,
      refresh: () => void queryClient.refetchQueries({ queryKey: captchaQueryKey }),
    }),
    [captcha.data, queryClient],
  );
  return (
    <CaptchaField
      image={captcha.data?.image}
      isLoading={captcha.isFetching}
      loadFailed={captcha.isError}
      {...fieldProps}
    />
  );
}
