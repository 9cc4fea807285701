// Vitest stand-in for the `server-only` guard (unit tests run outside Next's server bundle).
export {};
