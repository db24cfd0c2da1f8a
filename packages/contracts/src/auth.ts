// The login request (zod/mini, login.ts) and the registration (which needs the phone rule and its metadata) have
// their own modules, so /login loads neither the phone metadata nor zod's full build.
export { type LoginRequest, loginRequestSchema } from './login.js';
export { type RegisterRequest, registerRequestSchema } from './registration.js';

// The session, profile and meta answers live in session-answers.ts (see there why).
export {
  type AppMeta,
  appMetaSchema,
  type LoginResponse,
  loginResponseSchema,
  type UserProfile,
  userProfileSchema,
} from './session-answers.js';
