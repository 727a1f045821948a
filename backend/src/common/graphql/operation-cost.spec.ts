import { buildSchema, parse } from 'graphql';
import { operationCost, variablesWeigh } from './operation-cost.js';

const schema = buildSchema(`
  type Item { id: ID! name: String }
  type Page { items: [Item!]! }
  input Filter { first: Int text: String }
  type Query { page(first: Int = 10, filter: Filter): Page item(id: ID!): Item }
`);

describe('operation cost', () => {
  it('knows which variables weigh: page sizes and directives, not other arguments', () => {
    expect(variablesWeigh(parse('query($id: ID!) { item(id: $id) { id } }'))).toBe(false);
    expect(
      variablesWeigh(parse('query($t: String) { page(filter: { text: $t }) { items { id } } }')),
    ).toBe(false);
    // `first` inside an input object is not a page size the estimator reads.
    expect(
      variablesWeigh(parse('query($n: Int) { page(filter: { first: $n }) { items { id } } }')),
    ).toBe(false);
    expect(variablesWeigh(parse('query($n: Int) { page(first: $n) { items { id } } }'))).toBe(true);
    expect(
      variablesWeigh(
        parse('query($n: Int) { ...P } fragment P on Query { page(first: $n) { items { id } } }'),
      ),
    ).toBe(true);
    expect(
      variablesWeigh(parse('query($b: Boolean!) { item(id: "1") { id name @include(if: $b) } }')),
    ).toBe(true);
  });

  it('reuses the cost of a document no variable weighs, and weighs the others every time', () => {
    const fixed = parse('query($id: ID!) { item(id: $id) { id name } }');
    const first = operationCost(schema, fixed, { id: '1' }, undefined, 100);
    expect(first).toBe(4);
    expect(operationCost(schema, fixed, { id: '2' }, undefined, 100)).toBe(first);

    const paged = parse('query($n: Int) { page(first: $n) { items { id } } }');
    expect(operationCost(schema, paged, { n: 2 }, undefined, 100)).toBe(2 * (2 + 2 + 1));
    expect(operationCost(schema, paged, { n: 50 }, undefined, 100)).toBe(50 * (2 + 2 + 1));
    expect(operationCost(schema, paged, {}, undefined, 100)).toBe(10 * (2 + 2 + 1));

    const toggled = parse('query($b: Boolean!) { item(id: "1") { id name @include(if: $b) } }');
    expect(operationCost(schema, toggled, { b: false }, undefined, 100)).toBe(3);
    expect(operationCost(schema, toggled, { b: true }, undefined, 100)).toBe(4);
  });

  it('keeps no cost above the limit, nor one of variables that do not fit', () => {
    const big = parse(
      'query($id: ID!) { a: page(first: 40) { items { id } } b: item(id: $id) { id } }',
    );
    expect(operationCost(schema, big, { id: '1' }, undefined, 100)).toBe(40 * 5 + 3);
    // Variables that do not fit: null, as without reuse, however often asked.
    expect(operationCost(schema, big, {}, undefined, 100)).toBeNull();
    const fits = parse('query($id: ID!) { item(id: $id) { id } }');
    expect(operationCost(schema, fits, {}, undefined, 100)).toBeNull();
    expect(operationCost(schema, fits, { id: '1' }, undefined, 100)).toBe(3);
  });
});
