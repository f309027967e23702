// Jest's node environment plus Node's own `require`, for test suites that open PGlite (see ./testing.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require("jest-environment-node");

class DatabaseTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nodeRequire = require;
  }
}

module.exports = DatabaseTestEnvironment;
