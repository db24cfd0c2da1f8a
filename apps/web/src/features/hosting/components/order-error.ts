import { errorCode, serverMessage } from '@portal/web-kit/api';

export { shortfallOf } from '@portal/web-kit/api';

/** Why an order could not be placed, in the server's words (already in the customer's language), else `fallback`. */
export const orderFailureText = (error: unknown, fallback: string): string =>
  (errorCode(error) !== 'INTERNAL' && serverMessage(error)) || fallback;
