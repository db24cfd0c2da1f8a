// API: jobs are data. A job or schedule is declared once with defineJob/defineSchedule, exported from a `*.jobs.ts`
// file, as an id and a payload schema (no handler in it); its handler is bound with bindJob/bindSchedule only at
// composition (a `*.module.ts`, app.ts, composition/); enqueue takes such a declaration by name, never a factory
// called with stand-in arguments (null, '', undefined); ids are unique.
import { join, relative, sep } from 'node:path';
import { callText, findings, importsOf, isTest, read, runAlone, splitTopLevel, walk } from './lib.mjs';

// A call that makes a job (or its handler) with a stand-in for what it needs, to get at its name or schema.
const standInCall =
  /\b(\w*(?:Job|JobRef|Handler|Schedule)|run[A-Z]\w*)\(\s*(?:null|undefined|''|""|\{\s*\w+\s*:\s*undefined\b)/g;

export function checkJobs(root) {
  const { problems, report } = findings(root);
  const apiSrc = join(root, 'apps/api/src');
  const isJobsFile = (file) => file.endsWith('.jobs.ts');
  const isComposition = (file) =>
    file.endsWith('.module.ts') ||
    file === join(apiSrc, 'app.ts') ||
    file.startsWith(join(apiSrc, 'composition') + sep);
  const ids = new Map();
  for (const file of walk(apiSrc)) {
    if (file === join(apiSrc, 'jobs', 'job-definition.ts') || isTest(file)) continue;
    const source = read(file);
    for (const match of source.matchAll(/\b(defineJob|defineSchedule)\s*(?:<[^>(]*>)?\(/g)) {
      const kind = match[1];
      // What precedes the call on its line: `export const name = ` when the job is declared as data.
      const before = source.slice(source.lastIndexOf('\n', match.index) + 1, match.index);
      const name = before.match(/^export const (\w+)(?::[^=]*)? = $/)?.[1];
      if (!isJobsFile(file)) {
        report(file, `${kind} outside a *.jobs.ts file; declare the job in its module's <module>.jobs.ts`);
      } else if (!name) {
        report(file, `${kind} not as \`export const <name> = ${kind}(…)\`: a job is declared once, as data`);
      }
      const text = callText(source, match.index + match[0].length - 1);
      if (/\b(?:handler|run)\s*[:(]/.test(text)) {
        report(
          file,
          'a job declared with its handler; bind the handler with bindJob/bindSchedule at composition',
        );
      }
      const id = text.match(/\bid:\s*['"]([^'"]+)['"]/)?.[1];
      if (id && ids.has(id)) report(file, `the job id "${id}" is declared twice (also in ${ids.get(id)})`);
      else if (id) ids.set(id, relative(root, file));
    }
    if (!isComposition(file) && /\b(?:bindJob|bindSchedule)\s*\(/.test(source)) {
      report(file, "binds a job's handler outside composition (a *.module.ts, app.ts, composition/)");
    }
    for (const match of source.matchAll(standInCall)) {
      report(file, `calls ${match[1]}(…) with a stand-in argument; enqueue the job's declaration instead`);
    }
    const fromJobsFiles = new Set(
      importsOf(source)
        .filter(({ specifier }) => /\.jobs(\.js)?$/.test(specifier))
        .flatMap(({ names }) => names),
    );
    for (const match of source.matchAll(/\benqueue\(/g)) {
      const job = splitTopLevel(callText(source, match.index + match[0].length - 1))[1] ?? '';
      if (!/^\w+$/.test(job) || !(fromJobsFiles.has(job) || isJobsFile(file))) {
        report(file, `enqueues ${job}; pass a job declared in a *.jobs.ts file, by name`);
      }
    }
  }
  return problems;
}

runAlone(import.meta.url, checkJobs, 'Jobs: declared as data, bound at composition, enqueued by name.');
