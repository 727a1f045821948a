import { lazy } from 'react';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredDateRangeFilter = lazy(() =>
  parts().then((m) => ({ default: m.DateRangeFilter })),
);
export const DeferredSelectionBar = lazy(() => parts().then((m) => ({ default: m.SelectionBar })));
export const DeferredToolResultDialog = lazy(() =>
  parts().then((m) => ({ default: m.ToolResultDialog })),
);
