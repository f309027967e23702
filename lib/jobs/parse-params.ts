import { z } from "zod";
import { DEFAULT_SORT, EMPTY_JOB_PARAMS, isDatePosted, isSort, type JobListParams, type JobSort } from "./params";

/** The job list's URL query read into JobListParams (see ./params.ts), by the page on the server. */

const MAX_TEXT = 100;
const MAX_VALUES = 30;

/** One value or many, as Next hands over `searchParams`; junk is dropped rather than failing the page. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const values = v === undefined ? [] : Array.isArray(v) ? v : [v];
    const cleaned = values.map((s) => s.trim().slice(0, MAX_TEXT)).filter(Boolean);
    return [...new Set(cleaned)].slice(0, MAX_VALUES);
  });

const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim().slice(0, MAX_TEXT));

const schema = z.object({
  q: single,
  location: single,
  category: list,
  type: list,
  level: list,
  posted: list.transform((values) => values.filter(isDatePosted)),
  sort: single.transform((v): JobSort => (isSort(v) ? v : DEFAULT_SORT)),
});

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function parseJobListParams(raw: RawSearchParams | URLSearchParams): JobListParams {
  const record: RawSearchParams = raw instanceof URLSearchParams ? fromURLSearchParams(raw) : raw;
  const parsed = schema.safeParse(record);
  return parsed.success ? parsed.data : EMPTY_JOB_PARAMS;
}

function fromURLSearchParams(params: URLSearchParams): RawSearchParams {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) (out[key] ??= []).push(value);
  return out;
}
