/**
 * Opens (and on first run creates and migrates) the submissions database as the server starts, in the
 * background, so that the first visitor to submit a form does not wait for PGlite's initdb. Not during
 * `next build`, which needs no database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabase } = await import("./lib/db");
  getDatabase().catch((error: unknown) => {
    console.error("Database warm-up failed; it will be retried on first use", error);
  });
}
