type Issue = { path: PropertyKey[]; message: string };
type Schema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

/** The error codes a parse gave, by field path ('' for the value itself): what the API and the forms show. */
export function issuesOf(schema: Schema, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}
