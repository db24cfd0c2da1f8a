import { defineModule } from '../../composition/app-module.js';
import { mailRoutes } from './mail.routes.js';

export const mailModule = defineModule({
  name: 'mail',
  routes: async (app) => app.register(mailRoutes),
});
