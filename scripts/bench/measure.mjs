// What the benches share: signing in through the legacy endpoint, and timing one request at a time.
import { performance } from "node:perf_hooks";

/** Signs in at `base` and returns the Cookie header value of the new session. */
export async function signIn(base, email, password) {
  const res = await fetch(`${base}/backend/api/auth/login.php`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Runs `fn` n times, one after another; returns the percentile (in ms, one decimal) of the run times. */
export async function timeSequential(n, fn, before) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    if (before) await before(i); // not timed
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
}
