import { type TaskParameters } from '../../protocol/task-parameters.js';
import { type DeliveryMethod } from '../task-handler.js';
import { refuseUnknownParameters, refuseUnsimulatedDelivery } from './parameter-refusals.js';

/** What every task takes besides its own parameters. */
export const COMMON_PARAMETERS = [
  'taskType',
  'taskUUID',
  'includeCost',
  'deliveryMethod',
  'webhookURL',
  'uploadEndpoint',
] as const;

export interface CommonOptions {
  includeCost: boolean;
  deliveryMethod: DeliveryMethod;
}

/**
 * Refuses parameters the task does not document (`unknownParameter`) and the delivery targets the
 * simulator does not serve, then reads includeCost and deliveryMethod.
 */
export function parseCommonOptions(
  parameters: TaskParameters,
  known: ReadonlySet<string>,
): CommonOptions {
  refuseUnknownParameters(parameters, known);
  refuseUnsimulatedDelivery(parameters);
  return {
    includeCost: parameters.optionalBoolean('includeCost') ?? false,
    deliveryMethod: parameters.optionalChoice('deliveryMethod', ['sync', 'async']) ?? 'sync',
  };
}

/** The optional `model` of a utility task: any AIR is taken, the simulator has one of each. */
export function parseUtilityModel(parameters: TaskParameters): string | undefined {
  return parameters.optionalString('model', { min: 1, max: 200 });
}
