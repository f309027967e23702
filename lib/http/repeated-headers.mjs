// Next 16 sends some headers twice with the same value: a page that redirects on its first (uncached) render carries
// `location` twice, which RFC 9110 allows once, and ISR pages carry `x-nextjs-prerender: 1` twice.

/** @param {unknown} value */
const valuesOf = (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String));

/**
 * Makes the response keep one copy of a header value it is given again under the same name.
 * @param {import("node:http").ServerResponse} res
 */
export function dropRepeatedHeaderValues(res) {
  const { setHeader, appendHeader } = res;
  res.setHeader = function (name, value) {
    return setHeader.call(this, name, Array.isArray(value) ? [...new Set(value.map(String))] : value);
  };
  res.appendHeader = function (name, value) {
    const present = new Set(valuesOf(this.getHeader(name)));
    const added = valuesOf(value).filter((one) => !present.has(one));
    return added.length === 0 ? this : appendHeader.call(this, name, added);
  };
}
