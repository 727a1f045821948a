import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  type ASTNode,
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';

const FRONTEND = new URL('../../../frontend/', import.meta.url);
const DOCUMENT_FOLDERS = ['src', 'e2e'];

export interface ClientOperation {
  name: string;
  /** The text the web client sends: the operation, the fragments it spreads, __typename added. */
  source: string;
}

function graphqlFiles(): string[] {
  return DOCUMENT_FOLDERS.flatMap((folder) => {
    const root = new URL(`${folder}/`, FRONTEND);
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => readFileSync(new URL(file, root), 'utf8'));
  });
}

const isOperation = (node: DefinitionNode): node is OperationDefinitionNode =>
  node.kind === Kind.OPERATION_DEFINITION;
const isFragment = (node: DefinitionNode): node is FragmentDefinitionNode =>
  node.kind === Kind.FRAGMENT_DEFINITION;

/** The fragments a node spreads, directly or through other fragments (they may live in other files). */
function spreadFragments(
  node: ASTNode,
  fragments: Map<string, FragmentDefinitionNode>,
  found = new Map<string, FragmentDefinitionNode>(),
): FragmentDefinitionNode[] {
  visit(node, {
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (!fragment || found.has(fragment.name.value)) return;
      found.set(fragment.name.value, fragment);
      spreadFragments(fragment, fragments, found);
    },
  });
  return [...found.values()];
}

/**
 * Every operation in the web client's .graphql documents, as Apollo Client puts it on the wire
 * (its cache adds __typename to every selection, which counts against the limits too).
 */
export function clientOperations(): ClientOperation[] {
  const definitions = parse(graphqlFiles().join('\n')).definitions;
  const fragments = new Map(definitions.filter(isFragment).map((f) => [f.name.value, f]));
  return definitions.filter(isOperation).map((operation) => ({
    name: operation.name?.value ?? print(operation).slice(0, 40),
    source: print(
      addTypenameToDocument({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...spreadFragments(operation, fragments)],
      }),
    ),
  }));
}
