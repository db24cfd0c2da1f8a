/** Reads `Authorization: Bearer <token>`; answers null for anything else. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
