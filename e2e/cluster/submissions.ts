import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { applicationFields } from "@/lib/store/test-application";
import { DATABASE_URL, ROOT } from "./cluster-control";

/** Job applications for the load runs, and what staff export of them (`npm run submissions`) against the cluster. */

/** A small real PDF whose bytes carry the marker, so each stored file can be matched to the request that sent it. */
export const resumeFor = (marker: string): Buffer =>
  Buffer.from(`%PDF-1.7\n% ${marker}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1");

export const emailFor = (marker: string): string => `${marker}@load.example`;

export function application(marker: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(applicationFields({ email: emailFor(marker), firstName: "Load", lastName: marker }))) form.append(k, v);
  form.append("resume", new File([new Uint8Array(resumeFor(marker))], `${marker}.pdf`, { type: "application/pdf" }));
  return form;
}

/** POSTs one application; true when the site acknowledged it (201). Network errors are "not acknowledged". */
export async function submitApplication(base: string, marker: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/api/job-applications`, { method: "POST", body: application(marker), signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response.status === 201;
  } catch {
    return false;
  }
}

export type ExportedApplication = { email: string; resume: Buffer | null };

/** Runs the staff export against the cluster's database and reads back every application with its resume bytes. */
export async function exportApplications(): Promise<ExportedApplication[]> {
  const out = await mkdtemp(path.join(os.tmpdir(), "e7-cluster-export-"));
  await promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/submissions.ts", "export", "--type", "application", "--format", "json", "--out", out], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL },
    maxBuffer: 16 << 20,
  });
  const records = JSON.parse(await readFile(path.join(out, "application.json"), "utf8")) as { email: string; resumePath: string | null }[];
  return Promise.all(
    records.map(async (r) => ({
      email: r.email,
      resume: r.resumePath && r.resumePath !== "(missing)" ? await readFile(path.join(out, r.resumePath)) : null,
    })),
  );
}

/** How many times each marker's application was stored, and whether every stored copy has its exact resume. */
export function storedCounts(exported: readonly ExportedApplication[], markers: readonly string[]): { counts: Map<string, number>; badFiles: string[] } {
  const counts = new Map(markers.map((m) => [m, 0]));
  const badFiles: string[] = [];
  const byEmail = new Map(markers.map((m) => [emailFor(m), m]));
  for (const record of exported) {
    const marker = byEmail.get(record.email);
    if (!marker) continue;
    counts.set(marker, (counts.get(marker) ?? 0) + 1);
    if (!record.resume || !record.resume.equals(resumeFor(marker))) badFiles.push(marker);
  }
  return { counts, badFiles };
}
