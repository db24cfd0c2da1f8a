import { restore } from '../backup/database-backup.js';
import { parseBackupConfig } from '../config/config.js';

// `npm run restore -w @portal/api -- <backup folder>`: into an EMPTY database (DATABASE_URL, or an empty
// DATA_DIR) and the uploads folder; it refuses a database that holds tables. Run the migration unit afterwards
// (it grants the serving role its privileges and applies migrations newer than the backup). It reads only its
// own settings: DATABASE_URL (or DATA_DIR) and UPLOADS_DIR.

const folder = process.argv[2];
const failed = (error: unknown) => {
  process.stderr.write(`restore FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
};
if (!folder) {
  process.stderr.write('usage: npm run restore -w @portal/api -- <backup folder>\n');
  process.exitCode = 2;
} else {
  try {
    const config = parseBackupConfig(process.env);
    restore(folder, { database: config.database, uploadsDir: config.uploadsDir })
      .then(() => process.stdout.write(`restored from ${folder}\n`))
      .catch(failed);
  } catch (error) {
    failed(error);
  }
}
