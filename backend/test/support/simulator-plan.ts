import { type SimulatorProcess } from './simulator-process.js';

/** Plans the simulator's next answers (its test control); throws when it refuses the plan. */
export async function planSimulator(simulator: SimulatorProcess, steps: object[]): Promise<void> {
  const answer = await fetch(`${simulator.controlUrl}/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(steps),
  });
  if (answer.status !== 204)
    throw new Error(`the simulator refused the plan: ${answer.status} ${await answer.text()}`);
}
