import { defineModule } from '../../composition/app-module.js';
import { teamRoutes } from './team.routes.js';

/** An account's team: members with roles, invitations, and what members did (docs/architecture/teams.md). */
export const teamModule = defineModule({
  name: 'team',
  routes: async (app, { config }) => {
    await app.register(teamRoutes, { appUrl: config.appUrl });
  },
});
