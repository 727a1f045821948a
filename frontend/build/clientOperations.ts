import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The web client's GraphQL operations as they leave the browser. One owner for that text: the build
 * sends some of them early (earlyQueries.ts) and the server's tests hold every one of them to the
 * query limits, so both must see what Apollo Client really sends.
 */
export interface ClientOperation {
  name: string;
  /** The operation, the fragments it spreads and `__typename` in every selection. */
  source: string;
}

function graphqlDefinitions(folders: string[]): DefinitionNode[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .flatMap((file) => parse(readFileSync(path.join(folder, file), 'utf8')).definitions),
  );
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
      if (!fragment) throw new Error(`No fragment ${spread.name.value} in the client's documents`);
      if (found.has(fragment.name.value)) return;
      found.set(fragment.name.value, fragment);
      spreadFragments(fragment, fragments, found);
    },
  });
  return [...found.values()];
}

/**
 * Every named operation in the .graphql documents under these folders. Apollo's cache adds
 * `__typename` to every selection, which also counts against the server's limits.
 */
export function clientOperations(folders: string[]): ClientOperation[] {
  const definitions = graphqlDefinitions(folders);
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
