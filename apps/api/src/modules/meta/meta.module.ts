import { defineModule } from '../../composition/app-module.js';
import { metaRoutes } from './meta.routes.js';

export const metaModule = defineModule({
  name: 'meta',
  routes: async (app, { config }) => app.register(metaRoutes, { config }),
});
