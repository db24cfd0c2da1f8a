import { defineModule } from '../../composition/app-module.js';
import { devRoutes } from './dev.routes.js';

/** Demo mode only (app.ts lists it only then), so elsewhere its paths answer 404. */
export const devModule = defineModule({
  name: 'dev',
  routes: async (app) => app.register(devRoutes),
});
