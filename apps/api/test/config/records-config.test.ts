import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';

describe('records config', () => {
  it('keeps uploads under DATA_DIR by default, or where UPLOADS_DIR says', () => {
    expect(parseConfig({ DATA_DIR: './state' }, '/srv/portal').records.uploadsDir).toBe(
      path.resolve('/srv/portal/state/uploads'),
    );
    expect(parseConfig({ UPLOADS_DIR: '/var/lib/portal/files' }, '/srv/portal').records.uploadsDir).toBe(
      '/var/lib/portal/files',
    );
  });
});
