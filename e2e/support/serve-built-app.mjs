// The journey server (support/portal.ts starts one per worker): the compiled API in demo mode on a fresh database
// (DATABASE_URL, else PGlite in DATA_DIR), serving the built SPA.
// It runs the server in this very process, so the fixture's SIGTERM reaches it once and it shuts down
// gracefully (a second signal would make it exit at once, without closing the database).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = `${repoRoot}apps/api/dist/src/server.js`;
const dataDir = process.env.DATA_DIR;

for (const [file, hint] of [
  [serverEntry, 'run `npx tsc -b` first'],
  [`${repoRoot}apps/web/dist/index.html`, 'run `npm run build -w @portal/web` first'],
  [`${repoRoot}apps/admin/dist/index.html`, 'run `npm run build -w @portal/admin` first'],
]) {
  if (!existsSync(file)) {
    console.error(`e2e: ${file} is missing; ${hint} (npm test does both).`);
    process.exit(1);
  }
}
if (!dataDir) {
  console.error('e2e: DATA_DIR is not set; playwright.config.ts sets it.');
  process.exit(1);
}

// A fresh folder every run (PGlite's database, the uploads): journeys must not meet the last run's data.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import(pathToFileURL(serverEntry).href);
