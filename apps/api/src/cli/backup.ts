import { backUp } from '../backup/database-backup.js';
import { parseBackupConfig } from '../config/config.js';

// `npm run backup -w @portal/api`: the database and the uploaded files into a new dated folder under BACKUP_DIR,
// keeping the newest BACKUP_KEEP (deploy/systemd/portal-backup.timer runs it nightly). It reads only its own
// settings: DATABASE_URL (or DATA_DIR) and the folders are all it needs.

try {
  const config = parseBackupConfig(process.env);
  backUp(
    { database: config.database, uploadsDir: config.uploadsDir },
    config.backups.dir,
    config.backups.keep,
  )
    .then((folder) => process.stdout.write(`backup written to ${folder}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`backup FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
} catch (error) {
  process.stderr.write(`backup FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
