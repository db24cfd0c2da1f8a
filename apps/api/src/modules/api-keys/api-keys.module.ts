import { defineModule } from '../../composition/app-module.js';
import { apiKeyRoutes } from './api-keys.routes.js';

/** Personal API keys: a script acts in its owner's account within the key's scopes (docs/api-keys.md). */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  routes: async (app) => {
    await app.register(apiKeyRoutes);
  },
});
