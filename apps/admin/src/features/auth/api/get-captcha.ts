import { captchaSchema, securityPaths } from '@portal/contracts';
import { api } from '@/lib/api';

/** A new captcha picture (one use, five minutes): asked for when sign-in says CAPTCHA_REQUIRED. */
export const getCaptcha = () => api(securityPaths.captcha, { schema: captchaSchema });
