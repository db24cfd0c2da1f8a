/**
 * A route's hooks of one kind as a list: route options give none, one, or several. Plugins that add a hook to
 * some routes only (in `onRoute`) build a new list from it rather than push into the given one, which the
 * route's automatic HEAD twin may share.
 */
export const hooksOf = <T>(given: T | T[] | undefined): T[] =>
  given === undefined ? [] : Array.isArray(given) ? given : [given];
