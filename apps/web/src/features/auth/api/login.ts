import type { LoginAnswer, LoginRequest } from '@portal/contracts';
import { apiPaths } from '@portal/contracts';
import { apiRequest } from '@/lib/api-client';
import { refreshProfile } from '@/lib/refresh-profile';
import { storeToken } from '@/lib/session';

/** The session, or (2FA on) the challenge the second step answers. */
// Loaded when the form is sent, like the form's own rules: /login paints without zod's full build.
const loginAnswer = {
  load: () => import('@portal/contracts/two-factor').then((module) => module.loginAnswerSchema),
};

export async function login(body: LoginRequest): Promise<LoginAnswer> {
  return (await apiRequest(apiPaths.login, { method: 'POST', body, schema: loginAnswer })).data;
}

/**
 * Logs in and stores the token: remember → localStorage, otherwise sessionStorage. A plain call, not a query
 * mutation: /login paints and signs in without the query library.
 */
export async function logIn(body: LoginRequest): Promise<LoginAnswer> {
  const answer = await login(body);
  // With 2FA on there is no token yet: the second step stores it.
  if ('access_token' in answer) {
    storeToken(answer.access_token, body.remember ?? false);
    refreshProfile();
  }
  return answer;
}
