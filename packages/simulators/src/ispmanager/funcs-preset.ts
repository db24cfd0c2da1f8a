import { requireAdmin } from './auth.js';
import { IspApiError, limitFields, listDoc, wrapFields } from './doc.js';
import type { FuncHandler } from './func-context.js';

const presetList: FuncHandler = ({ state, caller }) => {
  requireAdmin(caller);
  const names = [...state.presets.keys()].sort();
  return listDoc(names.map((name) => ({ name })));
};

/** Read only: the billing side copies these `limit_*` into user.add.finish (reference §1.4). */
const presetEdit: FuncHandler = ({ state, params, caller }) => {
  requireAdmin(caller);
  const elid = params.elid ?? '';
  const limits = state.presets.get(elid);
  if (limits === undefined) throw new IspApiError('value', 'elid', `Preset "${elid}" not found`);
  return { doc: wrapFields({ elid, name: elid, ...limitFields(limits) }) };
};

export const presetFuncs: Record<string, FuncHandler> = {
  preset: presetList,
  'preset.edit': presetEdit,
};
