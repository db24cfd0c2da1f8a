import { paths, type RouteName } from '@/config/paths';
import { hasRouteModule, routeFiles } from './route-modules';

describe('route modules', () => {
  it.each(Object.keys(paths) as RouteName[])('%s has its screen file in src/app/routes', (name) => {
    expect(hasRouteModule(routeFiles[name])).toBe(true);
  });
});
