import { generateSecret, generateURI, verify } from 'otplib';

// TOTP for staff and customers (docs/providers/totp.md): otplib's defaults (SHA-1, 6 digits,
// 30 s), one step of clock drift either way, and each code good once: the accepted time step is stored and later
// codes must be newer.

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app reads from a QR code; the issuer names us in the app's list. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/** The time step the code belongs to when it is valid and newer than `lastStep`; null otherwise. */
export async function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws when the stored step lies ahead of the clock's window (the clock went back): refuse.
    return null;
  }
}
