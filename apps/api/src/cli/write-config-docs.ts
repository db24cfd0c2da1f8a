import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationMarkdown, envTemplate } from '../config/config-docs.js';
import { API_ROOT } from '../config/paths.js';

// `npm run docs:config`: writes docs/configuration.md and deploy/portal.env.example from the config schema.

const root = path.resolve(API_ROOT, '../..');
writeFileSync(path.join(root, 'docs/configuration.md'), configurationMarkdown());
writeFileSync(path.join(root, 'deploy/portal.env.example'), envTemplate());
process.stdout.write('wrote docs/configuration.md and deploy/portal.env.example\n');
