// Preloaded (`node --import`) before dependency-cruiser: it reads TypeScript (and each app's tsconfig paths) through
// the compiler's JavaScript API, which the project's TypeScript 7 (the native compiler) no longer ships. This points
// its `typescript` at TypeScript 6 (the `typescript-6` alias), for dependency-cruiser only; tsc stays 7.
import Module, { register } from 'node:module';

const CRUISER = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/;
const ALIAS = 'typescript-6';

// Its version check reads `typescript/package.json` with require().
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const aliased =
    CRUISER.test(parent?.filename ?? '') && /^typescript(\/|$)/.test(request)
      ? request.replace(/^typescript/, ALIAS)
      : request;
  return resolveFilename.call(this, aliased, parent, ...rest);
};

// The compiler itself is loaded with import().
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (${CRUISER}.test(context.parentURL ?? '') && /^typescript(\\/|$)/.test(specifier)) {
        return next(specifier.replace(/^typescript/, '${ALIAS}'), context);
      }
      return next(specifier, context);
    }`)}`,
);
