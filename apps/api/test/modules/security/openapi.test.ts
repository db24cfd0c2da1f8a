import { securityPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

describe('OpenAPI for the security calls', () => {
  it('documents every security path with a summary', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { summary?: string }>>;
    for (const path of Object.values(securityPaths)) {
      const documented = paths[path.replace(':session_id', '{session_id}')];
      expect(documented, path).toBeDefined();
      for (const operation of Object.values(documented ?? {}))
        expect(operation.summary).toEqual(expect.any(String));
    }
    expect(Object.keys(paths).some((path) => path.startsWith('/api/dev'))).toBe(false);
  });
});
