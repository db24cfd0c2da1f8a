import { z } from 'zod';

// Passkeys (issue 15 §2): request and answer schemas for adding, naming, listing and removing passkeys and
// for signing in with one. The WebAuthn JSON itself is checked by @simplewebauthn/server; here only its outline.

export const passkeyNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' });
