/** How many steps Undo can go back; older steps are settled into the mask for good. */
export const UNDO_LIMIT = 50;

/** The steps applied so far (oldest first) and the ones undone (most recently undone last). */
export interface OperationHistory<T> {
  done: readonly T[];
  undone: readonly T[];
}

export const emptyHistory = <T>(): OperationHistory<T> => ({ done: [], undone: [] });

export interface RecordResult<T> {
  history: OperationHistory<T>;
  /** Steps pushed past the undo limit: the caller bakes them into its base image. */
  settled: T[];
}

/** Adds a new step; it clears what was undone, as in every editor. */
export function recordStep<T>(
  history: OperationHistory<T>,
  step: T,
  limit = UNDO_LIMIT,
): RecordResult<T> {
  const done = [...history.done, step];
  const overflow = Math.max(0, done.length - limit);
  return { history: { done: done.slice(overflow), undone: [] }, settled: done.slice(0, overflow) };
}

export function undoStep<T>(history: OperationHistory<T>): OperationHistory<T> {
  const last = history.done.at(-1);
  if (last === undefined) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

export function redoStep<T>(history: OperationHistory<T>): OperationHistory<T> {
  const next = history.undone.at(-1);
  if (next === undefined) return history;
  return { done: [...history.done, next], undone: history.undone.slice(0, -1) };
}
