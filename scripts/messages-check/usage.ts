/**
 * Whether the code still uses each message. next-intl keys are plain strings, so this reads the source: a key
 * `Ns.a.b` is used when a file names the namespace literally (`useTranslations("Ns")`, `getTranslations("Ns")` or
 * `getTranslations({ …, namespace: "Ns" })`) and also holds the literal "a.b", or "a" (a `t.raw("a")` of the whole
 * subtree), or the head of a template key such as `a.${…}`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type FileStrings = { namespaces: Set<string>; literals: Set<string>; templateHeads: string[] };

function readStrings(file: string): FileStrings {
  const text = readFileSync(file, "utf8");
  const namespaces = new Set<string>();
  for (const m of text.matchAll(/(?:useTranslations|getTranslations)\(\s*["']([\w.]+)["']/g)) namespaces.add(m[1]!);
  for (const m of text.matchAll(/namespace:\s*["']([\w.]+)["']/g)) namespaces.add(m[1]!);
  const literals = new Set([...text.matchAll(/["']([\w.-]+)["']/g)].map((m) => m[1]!));
  const templateHeads = [...text.matchAll(/`([\w.-]+)\.\$\{/g)].map((m) => `${m[1]!}.`);
  return { namespaces, literals, templateHeads };
}

/** The keys of `keys` (Namespace.path) that no source file under `dirs` uses. */
export function unusedKeys(keys: readonly string[], dirs: readonly string[]): string[] {
  const files = dirs.flatMap(sourceFiles).map(readStrings);
  return keys.filter((key) => {
    const [namespace, ...rest] = key.split(".");
    const subKey = rest.join(".");
    const subtrees = rest.slice(0, -1).map((_, i) => rest.slice(0, i + 1).join("."));
    return !files.some(
      (file) =>
        file.namespaces.has(namespace!) &&
        (file.literals.has(subKey) || subtrees.some((tree) => file.literals.has(tree)) || file.templateHeads.some((head) => subKey.startsWith(head))),
    );
  });
}
