import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The apps/api folder. This file runs from src/config (tsx, vitest) or from dist/src/config (node after
 * `tsc -b`), so the build folder is stepped over when present.
 */
const twoUp = path.resolve(here, '../..');
export const API_ROOT = path.basename(twoUp) === 'dist' ? path.dirname(twoUp) : twoUp;

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
export const DEFAULT_ADMIN_DIST_DIR = path.resolve(API_ROOT, '../admin/dist');
