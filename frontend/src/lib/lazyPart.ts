import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

// `any` props as React's own lazy() takes them: each part keeps its own props in the result.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A lazy component that is one named export of a module several parts share: the build makes one
 * chunk of the module, fetched by the first of its parts to render (a lazy import per part would
 * split what they share into more, smaller chunks).
 */
export function lazyPart<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
