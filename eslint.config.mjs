import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layering, one import direction: app/ → components/ → lib/client; app/ → lib/server (the domain)
// → lib/auth, lib/i18n, lib/db and the client-safe rules of lib/<domain>. No import runs back up.
// Each folder's patterns are listed whole below (a later block replaces an earlier one's
// no-restricted-imports for the same file, it does not add to it).
const domain = [
  {
    group: ["@/lib/server", "@/lib/server/*", "**/lib/server/*"],
    message: "Client code and components/** must not import the domain layer: put client-safe types in lib/<domain>/types.ts.",
  },
];
const database = [{ group: ["@/lib/db", "**/lib/db"], message: "Client code and components/** must not import the database." }];
const ui = [
  {
    group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"],
    message: "lib/** must not import app/ or components/: the UI imports lib, never the other way round.",
  },
];
const browser = [{ group: ["@/lib/client", "@/lib/client/*", "**/lib/client/*"], message: "lib/server/** must not import lib/client (browser code)." }];
// prisma/ holds the schema, migrations and the seed scripts; lib/generated/prisma (the client) is not matched
const prismaScripts = [
  { regex: "^(@/|(\\.\\./)+)prisma/", message: "lib/** must not import prisma/ (the seed and migration scripts): put shared queries in lib/server." },
];
const belowDomain = [
  {
    group: ["@/lib/server", "@/lib/server/*", "**/lib/server/*"],
    message: "lib/auth and lib/i18n sit below the domain layer and must not import it (the app's wiring, like i18n/request.ts, joins them).",
  },
];
// client code reads the API's answer types only (import type): the schemas and the document stay on the server
const apiTypesOnly = [
  {
    group: ["@/lib/openapi/*", "@/lib/openapi/**"],
    allowTypeImports: true,
    message: "Client code takes the API's answer types only (import type): the schemas and the document stay on the server.",
  },
];
const restrict = (...lists) => ({ "no-restricted-imports": ["error", { patterns: lists.flat() }] });

const SERVER_ONLY = /^(@\/lib\/server(\/|$)|@\/lib\/db$)/;
// Any "use client" file, wherever it lives, gets the same check (the globs below cover the usual places).
const layering = {
  rules: {
    "client-imports": {
      meta: { type: "problem", schema: [] },
      create(context) {
        let client = false;
        return {
          Program(node) {
            client = node.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
          },
          ImportDeclaration(node) {
            if (client && SERVER_ONLY.test(node.source.value)) {
              context.report({ node, message: `A "use client" file must not import ${node.source.value}: put client-safe types in lib/<domain>/types.ts.` });
            }
          },
        };
      },
    },
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  { plugins: { layering }, rules: { "layering/client-imports": "error" } },
  // the layers (see the top of this file); lib/auth and lib/i18n import no lib/server file, with no exception
  { files: ["lib/**"], rules: restrict(prismaScripts) },
  { files: ["components/**", "app/**/_components/**"], rules: restrict(domain, database, apiTypesOnly) },
  { files: ["lib/*/types.ts"], rules: restrict(domain, database, apiTypesOnly, prismaScripts) },
  { files: ["lib/client/**"], rules: restrict(domain, database, ui, prismaScripts, apiTypesOnly) },
  { files: ["lib/server/**"], rules: restrict(ui, browser, prismaScripts) },
  { files: ["lib/auth/**", "lib/i18n/**"], rules: restrict(belowDomain, ui, prismaScripts) },
  // One date path: dates go through lib/i18n/dates.ts (next-intl's formatter, APP_TIME_ZONE)
  {
    ignores: ["lib/i18n/dates.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Format dates with useDateFormatter()/getDateFormatter() (lib/i18n/dates.ts), never a bare Intl.DateTimeFormat.",
        },
        {
          selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Format dates with useDateFormatter()/getDateFormatter() (lib/i18n/dates.ts), never a bare Intl.DateTimeFormat.",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message:
            "Format numbers with useDateFormatter()/getDateFormatter() or `{count, number, integer}` in a message (lib/i18n/dates.ts), never a bare Intl.NumberFormat: it ignores the member's digits.",
        },
        {
          selector: "CallExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message:
            "Format numbers with useDateFormatter()/getDateFormatter() or `{count, number, integer}` in a message (lib/i18n/dates.ts), never a bare Intl.NumberFormat: it ignores the member's digits.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format dates and numbers with useDateFormatter()/getDateFormatter() (lib/i18n/dates.ts), never toLocale*String.",
        },
      ],
    },
  },
  // One reader of the environment: the app reads lib/env.ts, the scripts scripts/config.mjs,
  // both through one schema (lib/env-schema.mjs), so a bad value stops the start naming the variable.
  {
    files: ["app/**", "components/**", "lib/**", "i18n/**", "prisma/**", "scripts/**", "proxy.ts", "instrumentation.ts", "next.config.ts", "prisma.config.ts"],
    ignores: ["lib/env.ts", "scripts/config.mjs", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through env() (lib/env.ts) or scripts/config.mjs, whose schema validates it." },
      ],
    },
  },
  { ignores: [".next/**", ".next-builds/**", "node_modules/**", "lib/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "data/**"] },
];
export default config;
