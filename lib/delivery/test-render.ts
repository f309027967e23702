/**
 * @react-email/render loads react-dom/server with a dynamic `import()`, which jest's module sandbox only allows under
 * --experimental-vm-modules. Tests that render mail load it with Node's own require (from the database test
 * environment, ./lib/db/jest-environment.cjs), as lib/db/testing.ts does for PGlite; elements from the sandbox's React
 * render there unchanged (React marks them with global symbols).
 */
jest.mock("@react-email/render", () => {
  const nativeRequire = (globalThis as { __nodeRequire?: NodeJS.Require }).__nodeRequire;
  if (!nativeRequire) throw new Error("Add the docblock `@jest-environment ./lib/db/jest-environment.cjs` to this test file.");
  return nativeRequire("@react-email/render");
});

export {};
