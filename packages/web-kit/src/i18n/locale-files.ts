// The texts the kit holds for both apps (errors, validation), as lazy chunks keyed `<lang>/<namespace>`; each
// app adds them to its own message files.

type Messages = Record<string, unknown>;

const files = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' });

export const kitLocaleFiles: Record<string, () => Promise<Messages>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [
    path.replace(/^\.\.\/locales\//, '').replace(/\.json$/, ''),
    load,
  ]),
);
