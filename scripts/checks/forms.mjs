// Web and admin: every form goes through the kit's form layer (@portal/web-kit/form: useApiForm, which wraps
// react-hook-form with the contract's schema, the server's field errors and one banner). A component builds a form
// when it renders a <form> (or `as="form"`), makes a react-hook-form form itself (`useForm(`) or wires a submit
// (`handleSubmit(`, e.g. on a button's onClick, with no <form> at all); such a component takes its form from the
// layer: the hook, an ApiForm handed down, or the layer's components. react-hook-form's own form hook is the kit's
// alone; the apps may use its Controller and types.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findings, importsOf, isTest, read, runAlone, spaSources, walk } from './lib.mjs';

const FORM_LAYER = '@portal/web-kit/form';
// A form's tag, written out or through a component's `as` (`<Card as="form">`).
const formTag = /<form[\s>/]|\bas=(?:"form"|'form'|\{\s*['"]form['"]\s*\})/;
// A form built or submitted in code, with or without a tag.
const formInCode = /\buseForm\s*(?:<[^>]*>)?\s*\(|\bhandleSubmit\s*\(/;
// react-hook-form's hooks that make or reach a form: the layer's to call.
const OWN_FORM_HOOKS = ['useForm', 'useFormContext', 'FormProvider'];

/** The names that show a file takes its form from the layer: the hook, ApiForm, the layer's components. */
function formLayerNames(root) {
  const index = join(root, 'packages/web-kit/src/form/index.ts');
  const source = existsSync(index) ? read(index) : '';
  const components = [...source.matchAll(/^export\s+\{([^}]*)\}\s*from/gm)].flatMap((match) =>
    match[1].split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    ),
  );
  return new Set(['useApiForm', 'ApiForm', ...components.filter((name) => /^[A-Z]/.test(name))]);
}

export function checkForms(root) {
  const { problems, report } = findings(root);
  const formLayer = formLayerNames(root);
  for (const file of spaSources(root).flatMap(walk)) {
    if (isTest(file)) continue;
    const source = read(file);
    const imports = importsOf(source);
    for (const { specifier, names } of imports) {
      const own = names.filter((name) => OWN_FORM_HOOKS.includes(name));
      if (specifier === 'react-hook-form' && own.length > 0) {
        report(
          file,
          `makes its own form with react-hook-form (${own.join(', ')}); use useApiForm (${FORM_LAYER})`,
        );
      }
    }
    const usesFormLayer = imports.some(
      ({ specifier, names }) => specifier === FORM_LAYER && names.some((name) => formLayer.has(name)),
    );
    if (usesFormLayer) continue;
    if (file.endsWith('.tsx') && formTag.test(source)) {
      report(file, `renders a form without the form layer; build it with useApiForm (${FORM_LAYER})`);
    } else if (formInCode.test(source)) {
      report(file, `submits a form without the form layer; build it with useApiForm (${FORM_LAYER})`);
    }
  }
  return problems;
}

runAlone(import.meta.url, checkForms, 'Forms: every form goes through the form layer.');
