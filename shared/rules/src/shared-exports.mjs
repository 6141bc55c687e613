// A shared package exports what other packages use: each name its entry exports must be imported by enough other
// packages (tests do not count), or be listed with a reason. @reelist/domain is logic several packages share, so two;
// the stores, hooks and components of the other packages are each one entity's or one widget's front door, which
// one app may be the only one to open, so one (no export nobody imports). Values only: an exported type goes with
// the values it describes (a component's props, a store's interface) and costs nothing at run time.
import ts from 'typescript';

export const MIN_USERS = { '@reelist/domain': 2 };
const minUsers = (specifier) => MIN_USERS[specifier] ?? 1;

/** The package a repository path belongs to: an app folder, or shared/{name} as @reelist/{name}. */
export function packageOf(file) {
  const [top, name] = file.split('/');
  return top === 'shared' ? `@reelist/${name}` : top;
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);

/** The names an entry file exports (`export { a } from`, `export const b`, `export function c`, types too). */
export function exportedNames(file, text) {
  const names = new Set();
  for (const node of parse(file, text).statements) {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const element of node.exportClause.elements)
        if (!node.isTypeOnly && !element.isTypeOnly) names.add(element.name.text);
    } else if (node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
        names.add(node.name.text);
      }
    }
  }
  return names;
}

/**
 * The names a file imports from each module specifier: `import { a, type b } from 'x'`, `export { c } from 'x'`;
 * a namespace import or `export *` counts as every name ('*').
 * @returns {Map<string, Set<string>>}
 */
export function importedNames(file, text) {
  const found = new Map();
  const add = (from, name) => {
    if (!found.has(from)) found.set(from, new Set());
    found.get(from).add(name);
  };
  for (const node of parse(file, text).statements) {
    const from = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
    if (!from) continue;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause) continue;
      if (clause.name) add(from, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(from, '*');
      else if (bindings) for (const el of bindings.elements) add(from, (el.propertyName ?? el.name).text);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.exportClause) add(from, '*');
      else if (ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements) add(from, (el.propertyName ?? el.name).text);
    }
  }
  return found;
}

/**
 * @param {{ entries: Record<string, string>, files: string[], read: (file: string) => string | null,
 *   isTest: (file: string) => boolean, allowed: Record<string, string> }} o
 *   entries: module specifier (`@reelist/domain`, `@reelist/api/core`) -> its entry file
 * @returns {{ problems: string[], users: Map<string, Set<string>> }} users: `specifier#name` -> importing packages
 */
export function underusedExports({ entries, files, read, isTest, allowed }) {
  const users = new Map();
  for (const [specifier, entry] of Object.entries(entries))
    for (const name of exportedNames(entry, read(entry) ?? '')) users.set(`${specifier}#${name}`, new Set());
  for (const file of files) {
    if (isTest(file)) continue;
    const text = read(file);
    if (text === null || !text.includes('@reelist/')) continue;
    const owner = packageOf(file);
    for (const [from, names] of importedNames(file, text)) {
      if (!(from in entries) || from.split('/').slice(0, 2).join('/') === owner) continue;
      for (const name of names) {
        if (name !== '*') users.get(`${from}#${name}`)?.add(owner);
        else for (const [key, set] of users) if (key.startsWith(`${from}#`)) set.add(owner);
      }
    }
  }
  const problems = [];
  for (const [key, set] of users) {
    if (set.size >= minUsers(key.split('#')[0]) || allowed[key]) continue;
    const [specifier, name] = key.split('#');
    const who = set.size === 0 ? 'no other package' : `only ${[...set].join(', ')}`;
    problems.push(
      `${specifier} exports ${name}, which ${who} imports (tests do not count): move it into its one user, ` +
        `stop exporting it, or list "${key}" in shared/rules/allowed.mjs (sharedExports) with the reason.`,
    );
  }
  return { problems, users };
}
