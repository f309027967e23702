import { env } from "@/lib/env";
import { ApiError } from "./errors";

/**
 * Calls to the configured API host. Hosts differ in small ways (DESIGN.md): lists may be bare or `{ data: [...] }`,
 * one item bare or `{ data: {...} }`, "not found" a 404, an empty body or `null`. Every request times out.
 */

function baseUrl(): string {
  const base = env().API_BASE_URL;
  if (!base) throw new ApiError("failed", "API_BASE_URL is not set");
  return base;
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${baseUrl()}${path}`;
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(env().API_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError("failed", `${init.method ?? "GET"} ${path} ${timedOut ? "timed out" : "could not reach the API host"}`, { cause: error });
  }
}

async function readJson(response: Response, path: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiError("failed", `${path}: the response body could not be read`, { status: response.status, cause: error });
  }
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError("failed", `${path}: the response is not JSON`, { status: response.status, cause: error });
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ data: X }` -> X; anything else as it came. */
function unwrap(body: unknown): unknown {
  return isObject(body) && "data" in body ? body.data : body;
}

async function getBody(path: string): Promise<unknown> {
  const response = await send(path, { headers: { accept: "application/json" } });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError("failed", `GET ${path} answered ${response.status}`, { status: response.status });
  return unwrap(await readJson(response, path));
}

/** A list: the objects of a bare or wrapped array. Anything else is a failure, not an empty list. */
export async function getList<T>(path: string): Promise<T[]> {
  const body = await getBody(path);
  if (body === null) return [];
  if (!Array.isArray(body)) throw new ApiError("failed", `GET ${path}: expected a list`);
  return body.filter(isObject) as T[];
}

/** One item, or null when the host says it does not exist (404, empty body, null, empty object or list). */
export async function getItem<T>(path: string): Promise<T | null> {
  const body = await getBody(path);
  if (Array.isArray(body)) return (body.find(isObject) as T | undefined) ?? null;
  if (!isObject(body) || Object.keys(body).length === 0) return null;
  return body as T;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  if (!isObject(body) || !isObject(body.fieldErrors)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(body.fieldErrors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === "string");
    if (list.length > 0) out[name] = list;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** POST; any 2xx is success (the body is not relied on). 4xx -> 'rejected' (with field errors when given). */
export async function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<void> {
  const response = await send(path, { method: "POST", body, headers: { accept: "application/json", ...headers }, cache: "no-store" });
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  if (response.status >= 400 && response.status < 500) {
    const answer = await readJson(response, path).catch(() => null);
    throw new ApiError("rejected", `POST ${path} answered ${response.status}`, { status: response.status, fieldErrors: fieldErrorsOf(answer) });
  }
  throw new ApiError("failed", `POST ${path} answered ${response.status}`, { status: response.status });
}

export const postJson = (path: string, data: unknown, headers: Record<string, string> = {}): Promise<void> =>
  post(path, JSON.stringify(data), { "content-type": "application/json", ...headers });

export const segment = (value: string): string => encodeURIComponent(value);
