import { LANGUAGES } from '@portal/contracts';
import type { Database } from '../db/database.js';
import { InputError } from '../lib/input-error.js';
import { listAllNews } from '../modules/news/news.repository.js';
import { addNews, editNews, type NewsTexts, removeNews } from '../modules/news/staff/news-admin.js';
import { answerInputErrors, parseCommandLine, runAsScript } from './script.js';

// The operators' tool for news until an admin console exists.

export const USAGE = `usage: news <command> [flags]
  list
  add     --title-uz T --body-uz B [--title-uzc … --body-uzc …] [--title-ru …] [--title-en …] [--title-tj …]
          [--publish-at 2026-05-01T09:00:00+05:00]   (default: now; a future time schedules the item)
  edit    <id> [any add flag]
  delete  <id>
Languages: uz (required, the fallback), uzc, ru, en, tj. Bodies: blank lines separate paragraphs.`;

const OPTIONS = {
  'publish-at': { type: 'string' },
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) => [
      [`title-${language}`, { type: 'string' }],
      [`body-${language}`, { type: 'string' }],
    ]),
  ),
} as Record<string, { type: 'string' }>;

type Flags = Record<string, string | boolean | undefined>;

const idOf = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new InputError(`the id must be a number\n${USAGE}`);
  return id;
};

function publishAtOf(flags: Flags): Date | undefined {
  const value = flags['publish-at'];
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new InputError(`--publish-at "${value}" is not a date and time`);
  return date;
}

function textsOf(flags: Flags): NewsTexts {
  const texts: NewsTexts = {};
  for (const language of LANGUAGES) {
    const title = flags[`title-${language}`];
    const body = flags[`body-${language}`];
    if (typeof title !== 'string' && typeof body !== 'string') continue;
    texts[language] = {
      ...(typeof title === 'string' ? { title: title.trim() } : {}),
      // A shell passes "\n" literally; operators write paragraphs that way.
      ...(typeof body === 'string' ? { body: body.replaceAll('\\n', '\n').trim() } : {}),
    };
  }
  return texts;
}

async function dispatch(
  command: string,
  args: string[],
  flags: Flags,
  db: Database,
  now: Date,
  write: (line: string) => void,
) {
  switch (command) {
    case 'list':
      for (const row of await listAllNews(db)) {
        const state = row.publishAt > now ? 'scheduled' : 'published';
        const uz = row.texts.find((text) => text.language === 'uz');
        const languages = row.texts.map((text) => text.language).join(',');
        write(`#${row.id} ${row.publishAt.toISOString()} ${state} [${languages}] ${uz?.title ?? ''}`);
      }
      return 0;
    case 'add': {
      const id = await addNews(db, textsOf(flags), publishAtOf(flags) ?? now, now);
      write(`added news #${id}`);
      return 0;
    }
    case 'edit': {
      const id = idOf(args[0]);
      const publishAt = publishAtOf(flags);
      await editNews(db, id, { texts: textsOf(flags), ...(publishAt ? { publishAt } : {}) }, now);
      write(`updated news #${id}`);
      return 0;
    }
    case 'delete': {
      const id = idOf(args[0]);
      await removeNews(db, id);
      write(`deleted news #${id}`);
      return 0;
    }
    default:
      throw new InputError(USAGE);
  }
}

/** Runs one command; answers the exit code (0 ok, 2 bad input). */
export async function runNewsCli(
  argv: string[],
  db: Database,
  now: Date,
  write: (line: string) => void,
): Promise<number> {
  return answerInputErrors(write, () => {
    const { positionals, values } = parseCommandLine(argv, OPTIONS);
    const [command, ...rest] = positionals;
    if (!command) throw new InputError(USAGE);
    return dispatch(command, rest, values, db, now, write);
  });
}

runAsScript(import.meta.url, (db, _config, write) =>
  runNewsCli(process.argv.slice(2), db, new Date(), write),
);
