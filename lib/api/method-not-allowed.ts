import { ProtocolError, withErrors } from "@/lib/api/http-errors";

/** The methods a route of the built-in API may be asked with besides OPTIONS (answered below); Next answers HEAD where GET is. */
type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: readonly Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

type RouteHandler = (request: Request) => Promise<Response>;

/**
 * Handlers for every method a route does not answer: a JSON 405 in the client's language with the `Allow` header
 * RFC 9110 requires (Next's own answer to a method a route does not export is an empty 405 without it), and OPTIONS
 * naming the route's own methods (Next's would list every exported handler, these refusals included).
 * Use: `export const { PUT, PATCH, DELETE, GET, HEAD, OPTIONS } = otherMethodsRefused("POST");`
 */
export function otherMethodsRefused<const A extends Method>(...allowed: A[]): Record<Exclude<Method, A> | "OPTIONS", RouteHandler> {
  const answered = new Set<Method>(allowed.includes("GET" as A) ? [...allowed, "HEAD"] : allowed);
  const allow = [...METHODS.filter((method) => answered.has(method)), "OPTIONS"].join(", ");
  const refuse = withErrors<unknown>(async () => {
    throw new ProtocolError(405, "methodNotAllowed", { allow });
  });
  const refusals = Object.fromEntries(METHODS.filter((method) => !answered.has(method)).map((method) => [method, refuse]));
  const OPTIONS = async () => new Response(null, { status: 204, headers: { allow } });
  return { ...refusals, OPTIONS } as Record<Exclude<Method, A> | "OPTIONS", RouteHandler>;
}
