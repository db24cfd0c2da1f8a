import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const fromRoot = (...parts) => path.join(repoRoot, ...parts);
export const bin = (name) => fromRoot('node_modules', '.bin', name);
