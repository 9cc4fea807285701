// One app instance as `npm start` runs it, minus the build: setup (migrations and seed, under the
// setup lock), then the production server from `.next`. Configured by the environment only;
// E2E_SKIP_SETUP=1 restarts a server on a database that is already set up.
if (process.env.E2E_SKIP_SETUP !== "1") {
  const { setup } = await import("../scripts/setup.mjs");
  await setup();
}
await import("../scripts/server.mjs");
