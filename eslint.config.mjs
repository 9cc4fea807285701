import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layering: client code and shared components never reach the server's domain layer or
// the database; the domain layer never reaches the UI.
const serverOnly = {
  patterns: [
    {
      group: ["@/lib/server", "@/lib/server/*", "**/lib/server/*"],
      message: "Client code and components/** must not import the domain layer: put client-safe types in lib/<domain>/types.ts.",
    },
    { group: ["@/lib/db", "**/lib/db"], message: "Client code and components/** must not import the database." },
    {
      group: ["@/lib/openapi/*", "@/lib/openapi/**"],
      allowTypeImports: true,
      message: "Client code takes the API's answer types only (import type): the schemas and the document stay on the server.",
    },
  ],
};
const uiOnly = {
  patterns: [{ group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"], message: "lib/server/** must not import app/ or components/." }],
};

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
  { files: ["components/**", "app/**/_components/**", "lib/client/**", "lib/*/types.ts"], rules: { "no-restricted-imports": ["error", serverOnly] } },
  { files: ["lib/server/**"], rules: { "no-restricted-imports": ["error", uiOnly] } },
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
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format dates and numbers with useDateFormatter()/getDateFormatter() (lib/i18n/dates.ts), never toLocale*String.",
        },
      ],
    },
  },
  // One reader of the environment: the app reads lib/env.ts, the scripts scripts/config.mjs,
  // both through one schema (lib/env-schema.mjs), so a bad value stops the start naming the variable.
  {
    files: ["app/**", "components/**", "lib/**", "prisma/**", "scripts/**", "proxy.ts", "instrumentation.ts", "next.config.ts", "prisma.config.ts"],
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
