import { emptyHistory, recordStep, redoStep, undoStep, type OperationHistory } from './maskHistory';

function recordAll(steps: string[], limit?: number): OperationHistory<string> {
  return steps.reduce(
    (history, step) => recordStep(history, step, limit).history,
    emptyHistory<string>(),
  );
}

describe('mask undo history', () => {
  it('undoes the latest step first and redoes in the order undone', () => {
    let history = recordAll(['a', 'b', 'c']);

    history = undoStep(undoStep(history));
    expect(history.done).toEqual(['a']);

    history = redoStep(history);
    expect(history.done).toEqual(['a', 'b']);
    history = redoStep(history);
    expect(history.done).toEqual(['a', 'b', 'c']);
    expect(history.undone).toEqual([]);
  });

  it('forgets what was undone once a new step is recorded', () => {
    const history = undoStep(recordAll(['a', 'b']));

    const { history: next } = recordStep(history, 'c');

    expect(next.done).toEqual(['a', 'c']);
    expect(redoStep(next)).toEqual(next);
  });

  it('leaves the history alone when there is nothing to undo or redo', () => {
    const history = emptyHistory<string>();
    expect(undoStep(history)).toBe(history);
    expect(redoStep(history)).toBe(history);
  });

  it('keeps at least 30 undoable steps', () => {
    const steps = Array.from({ length: 30 }, (_, index) => `step ${index}`);
    let history = recordAll(steps);

    for (let count = 0; count < 30; count += 1) history = undoStep(history);

    expect(history.done).toEqual([]);
    expect(history.undone).toHaveLength(30);
  });

  it('hands back the steps pushed past the limit, oldest first, to be settled', () => {
    const history = recordAll(['a', 'b', 'c'], 3);

    const result = recordStep(history, 'd', 3);

    expect(result.settled).toEqual(['a']);
    expect(result.history.done).toEqual(['b', 'c', 'd']);
  });
});
