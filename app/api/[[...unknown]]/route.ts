/** Unknown API paths, and /api itself, answer a JSON 404 instead of the site's redirect to the home page. */
function notFound(): Response {
  return Response.json({ error: "Not found" }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
