// Gives the stand-in instance its own copy of the build (two `next start`s must not share one cache directory)
// and both instances fresh databases.
import { cpSync, existsSync, rmSync } from "node:fs";

if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build in .next: run `npm run build` first.");
  process.exit(1);
}
for (const dir of [".next-standin", ".data-e2e", ".data-e2e-standin"]) rmSync(dir, { recursive: true, force: true });
cpSync(".next", ".next-standin", { recursive: true });
console.log("e2e: build copied to .next-standin, test databases reset");
