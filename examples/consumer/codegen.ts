// Types the operations in operations.graphql from the schema of the server you call: its /graphql
// endpoint's introspection, with your API key. Production servers answer introspection only with
// GRAPHQL_INTROSPECTION=true; otherwise set SCHEMA to a schema file (backend/schema.gql of the
// server's version). Run in this folder: BASE_URL=… API_KEY=… npm run codegen
import { type CodegenConfig } from '@graphql-codegen/cli';

const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const apiKey = process.env.API_KEY;

const config: CodegenConfig = {
  overwrite: true,
  schema: process.env.SCHEMA ?? [
    {
      [`${baseUrl}/graphql`]: {
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
      },
    },
  ],
  documents: 'operations.graphql',
  generates: {
    'generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string' },
        // Node's ES modules need the .js in relative imports.
        emitLegacyCommonJSImports: false,
      },
    },
  },
};

export default config;
