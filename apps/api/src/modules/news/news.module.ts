import { defineModule } from '../../composition/app-module.js';
import { newsRoutes } from './news.routes.js';

export const newsModule = defineModule({
  name: 'news',
  routes: async (app) => app.register(newsRoutes),
});
