import { backUp } from '../backup/database-backup.js';
import { parseConfig } from '../config/config.js';

// `npm run backup -w @portal/api`: the database and the uploaded files into a new dated folder under BACKUP_DIR,
// keeping the newest BACKUP_KEEP (deploy/systemd/portal-backup.timer runs it nightly).

const config = parseConfig(process.env);
backUp(
  { database: config.database, uploadsDir: config.records.uploadsDir },
  config.operations.backups.dir,
  config.operations.backups.keep,
)
  .then((folder) => process.stdout.write(`backup written to ${folder}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`backup FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
