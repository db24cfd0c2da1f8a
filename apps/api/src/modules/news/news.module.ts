import { defineModule } from '../../composition/app-module.js';
import { newsRoutes } from './news.routes.js';
import { newsStaffRoutes } from './staff/news-staff.routes.js';

export const newsModule = defineModule({
  name: 'news',
  routes: async (app) => {
    await app.register(newsRoutes);
    await app.register(newsStaffRoutes);
  },
});
