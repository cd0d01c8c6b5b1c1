import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, compileString } from 'sass';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const sassOptions = { loadPaths: [join(root, 'styles'), join(root, 'node_modules')], quietDeps: true, silenceDeprecations: ['import' as const, 'global-builtin' as const, 'color-functions' as const, 'if-function' as const] };

const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));

/** Every class Bootstrap's utility API can make (all groups, breakpoints and print). */
function allUtilityClasses(): Set<string> {
  const full = compileString(
    ['functions', 'variables', 'variables-dark', 'maps', 'mixins', 'utilities', 'utilities/api'].map((part) => `@import 'bootstrap/scss/${part}';`).join('\n'),
    sassOptions,
  ).css;
  return classesOf(full);
}

/** Class names written in className attributes of the site's components and pages. */
function classNamesInSource(): Map<string, string> {
  const used = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx')) {
        const source = readFileSync(path, 'utf8');
        for (const [, expression] of source.matchAll(/className=(\{[^}]*\}|"[^"]*")/g)) {
          for (const [, literal] of expression.matchAll(/["'`]([^"'`]*)["'`]/g)) {
            for (const name of literal.split(/\s+/)) if (name && !used.has(name)) used.set(name, path.slice(root.length + 1));
          }
        }
      }
    }
  };
  walk(join(root, 'components'));
  walk(join(root, 'pages'));
  return used;
}

describe('the selective Bootstrap build', () => {
  it('produces every Bootstrap utility class the components and pages use', () => {
    const built = classesOf(compile(join(root, 'styles', 'bootstrap.scss'), sassOptions).css);
    const utilities = allUtilityClasses();
    const used = classNamesInSource();
    const missing = [...used].filter(([name]) => utilities.has(name) && !built.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    // The scan does see the utilities in use (a guard against a scan that finds nothing).
    expect([...used.keys()].filter((name) => utilities.has(name)).length).toBeGreaterThan(10);
  });
});
