import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../../src/config/config.js';
import { configurationMarkdown, documentedVariables, envTemplate } from '../../src/config/config-docs.js';
import { API_ROOT } from '../../src/config/paths.js';
import { PRODUCTION_REQUIRED } from '../../src/config/production-config.js';

// The configuration document and the production env template are generated from the config schema
// (`npm run docs:config`): a variable added, changed or described differently without regenerating them fails here.

const ROOT = path.resolve(API_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const regenerate = 'run `npm run docs:config` and commit the result';

describe('the generated configuration documents', () => {
  it('document every variable the config reads, once, each with a description', () => {
    const documented = documentedVariables();
    const names = documented.map((variable) => variable.name);
    expect([...names].sort()).toEqual([...configVariables()].sort());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(documented.filter((variable) => variable.description.length < 10).map((v) => v.name)).toEqual([]);
    expect(
      documented
        .filter((variable) => variable.requiredInProduction)
        .map((v) => v.name)
        .sort(),
    ).toEqual([...PRODUCTION_REQUIRED].sort());
  });

  it('docs/configuration.md is what the schema says', () => {
    expect(read('docs/configuration.md'), regenerate).toBe(configurationMarkdown());
  });

  it('deploy/portal.env.example is what the schema says', () => {
    expect(read('deploy/portal.env.example'), regenerate).toBe(envTemplate());
  });

  it('shows defaults as the environment would write them', () => {
    const byName = new Map(documentedVariables().map((variable) => [variable.name, variable]));
    expect(byName.get('PORT')?.defaultText).toBe('8080');
    expect(byName.get('TRUST_PROXY')?.defaultText).toBe('');
    expect(byName.get('SUPPORT_SMTP_PORT')?.defaultText).toBe('2525');
    expect(byName.get('SELLER_VAT_PAYER')?.defaultText).toBe('true');
    expect(byName.get('CODE_SECRET')).toMatchObject({ defaultText: '', requiredInProduction: true });
  });
});
