// One app instance as `npm start` runs it, minus the build: setup (migrations and seed, under the
// setup lock), then the production server from `.next`. Configured by the environment only.
const { setup } = await import("../scripts/setup.mjs");
await setup();
await import("../scripts/server.mjs");
