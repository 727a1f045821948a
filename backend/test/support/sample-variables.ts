import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
  visit,
} from 'graphql';

/** Values a scalar variable can take whatever it is for: only page sizes change an operation's cost. */
const SCALAR_SAMPLES: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTime: '2026-01-01T00:00:00.000Z',
  JSON: {},
};

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  return type.name in SCALAR_SAMPLES ? SCALAR_SAMPLES[type.name] : 'x';
}

/** The variables an operation passes as a page size (`first` or `last`). */
function pageSizeVariables(operation: OperationDefinitionNode): Set<string> {
  const names = new Set<string>();
  visit(operation, {
    Argument(argument) {
      if (
        (argument.name.value === 'first' || argument.name.value === 'last') &&
        argument.value.kind === Kind.VARIABLE
      )
        names.add(argument.value.name.value);
    },
  });
  return names;
}

/**
 * Variables for the document's one operation: every page size set to `pageSize`, every other
 * required variable to a sample of its type, the rest left to their defaults.
 */
export function sampleVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  pageSize: number,
): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('The document has no operation');
  const pageSizes = pageSizeVariables(operation);
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (pageSizes.has(name)) variables[name] = pageSize;
    else if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue)
      variables[name] = sample(typeFromAST(schema, definition.type) as GraphQLInputType);
  }
  return variables;
}
