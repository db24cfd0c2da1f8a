import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Paths of docs/product/api.md, as in packages/contracts/src/api-paths.ts.
export const apiPaths = {
  register: '/api/client/user/auth/register',
  login: '/api/client/user/auth/login',
  profile: '/api/client/user/profile',
} as const;

export const demoAccount = { email: 'demo@portal.uz', password: 'Demo1234!' } as const;

export interface NewAccount {
  firstname: string;
  lastname: string;
  sex: 'male' | 'female';
  birthday: string;
  email: string;
  /** National digits after +998, e.g. 901234567. */
  nationalPhone: string;
  password: string;
}

let sequence = 0;

/** A fresh customer each call: unique e-mail and phone, so runs never meet "already taken". */
export const newAccount = (): NewAccount => {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const subscriber = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return {
    firstname: 'Dilnoza',
    lastname: 'Karimova',
    sex: 'female',
    birthday: '1994-05-17',
    email: `e2e-${unique}@example.uz`,
    nationalPhone: `90${subscriber}`,
    password: 'Tashkent#2025',
  };
};

/**
 * Registers through the API (for journeys that start logged in) and answers the bearer token of the remembered
 * session registration starts, as the form leaves the new customer logged in (no second password check).
 */
export const registerThroughApi = async (
  request: APIRequestContext,
  account: NewAccount,
): Promise<string> => {
  const register = await request.post(apiPaths.register, {
    data: {
      firstname: account.firstname,
      lastname: account.lastname,
      sex: account.sex,
      birthday: account.birthday,
      email: account.email,
      phone_number: `+998${account.nationalPhone}`,
      password: account.password,
      password_confirmation: account.password,
    },
  });
  expect(register.status(), await register.text()).toBe(200);
  return ((await register.json()) as { data: { access_token: string } }).data.access_token;
};

export const logInThroughApi = async (request: APIRequestContext, email: string, password: string) => {
  const login = await request.post(apiPaths.login, { data: { login: email, password, remember: true } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { data: { access_token: string } };
  return body.data.access_token;
};

/** Stores the token as the app does after "remember me" (docs/product/account.md `token`), then opens `path`. */
export const openLoggedIn = async (page: Page, token: string, path: string) => {
  // Planted from a page of the origin that runs no app, so no starting app sees a token appear under it.
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
};

export const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
