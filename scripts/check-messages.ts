/**
 * `npm run check:messages` (part of `npm test`): fails when a locale lacks a message English has, has one English
 * does not, leaves one empty, changes its placeholders, or when the code no longer uses a message.
 */
import path from "node:path";
import { locales } from "../lib/i18n/locales";
import { catalogueProblems, flatten, readCatalogues } from "./messages-check/catalogue";
import { unusedKeys } from "./messages-check/usage";

const root = path.join(import.meta.dirname, "..");
const areas = readCatalogues(path.join(root, "content/messages"), locales);
const problems = catalogueProblems(areas, "en");
const englishKeys = [...areas.values()].flatMap((byLocale) => [...flatten(byLocale.get("en")).keys()]);
for (const key of unusedKeys(englishKeys, ["app", "components", "lib"].map((dir) => path.join(root, dir)))) {
  problems.push(`${key} is not used by the code`);
}

if (problems.length > 0) {
  console.error(`check:messages: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`check:messages: ${englishKeys.length} messages in ${locales.length} locales, complete and used`);
