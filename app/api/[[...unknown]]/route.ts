import { ProtocolError, withErrors } from "@/lib/api/http-errors";

/** Unknown API paths, and /api itself, answer a JSON 404 (in the client's language) instead of the site's redirect home. */
const notFound = withErrors(async () => {
  throw new ProtocolError(404, "notFound");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
