import { hash, verify } from "@node-rs/argon2";

// argon2id at OWASP's recommended parameters (better-auth's default scrypt is below them).
const ARGON = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);
export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password);
