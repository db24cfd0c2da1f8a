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

/**
 * An app's message files (its Vite glob of `<dir>/<lang>/<ns>.json`, lazy) keyed `<lang>/<ns>` with the kit's
 * added, and every namespace they hold: what each app's i18n set-up loads from.
 */
export function withKitLocales(appFiles: Record<string, () => Promise<Messages>>): {
  localeFiles: Record<string, () => Promise<Messages>>;
  namespaces: string[];
} {
  const localeFiles = {
    ...Object.fromEntries(
      Object.entries(appFiles).map(([path, load]) => [
        path.replace(/^.*\/([^/]+\/[^/]+)\.json$/, '$1'),
        load,
      ]),
    ),
    ...kitLocaleFiles,
  };
  const namespaces = [...new Set(Object.keys(localeFiles).map((key) => key.split('/')[1] ?? ''))].filter(
    Boolean,
  );
  return { localeFiles, namespaces };
}
