import { restore } from '../backup/database-backup.js';
import { parseConfig } from '../config/config.js';

// `npm run restore -w @portal/api -- <backup folder>`: into an EMPTY database (DATABASE_URL, or an empty
// DATA_DIR) and the uploads folder; it refuses a database that holds tables. Run the migration unit afterwards
// (it grants the serving role its privileges and applies migrations newer than the backup).

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: npm run restore -w @portal/api -- <backup folder>\n');
  process.exitCode = 2;
} else {
  const config = parseConfig(process.env);
  restore(folder, { database: config.database, uploadsDir: config.records.uploadsDir })
    .then(() => process.stdout.write(`restored from ${folder}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`restore FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
