import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type ProviderAccount } from '../../protocol/provider-account.js';
import { TaskRejection } from '../../protocol/task-rejection.js';
import { type RawTask } from '../../protocol/task-parameters.js';
import { type TaskQuery, type TaskReport } from '../task-query.js';

const OPERATIONS = ['getDetails', 'getUsageActivity', 'getUsagePerformance', 'getUsageErrors'];

/** A fixed organization: the simulator serves one account. */
const ORGANIZATION = {
  organizationName: 'Simulated organization',
  organizationUUID: '6c1b9f6e-4f55-4c4e-9a52-3f1d9a2f7a10',
};

/**
 * `accountManagement` with `operation: "getDetails"`: the account's organization and its balance in
 * USD, which paid tasks draw from. The usage operations are valid for Runware but not simulated.
 */
export class AccountManagementQuery implements TaskQuery {
  readonly taskType = 'accountManagement';

  constructor(private readonly account: ProviderAccount) {}

  answer(task: RawTask, taskUUID: string): TaskReport {
    const { operation } = task;
    if (typeof operation !== 'string' || !OPERATIONS.includes(operation)) {
      throw new TaskRejection({
        code: operation === undefined ? 'missingOperation' : 'invalidOperation',
        message: `Invalid value for operation parameter. It must be one of ${OPERATIONS.join(', ')}.`,
        parameter: 'operation',
        type: 'string',
        allowedValues: OPERATIONS,
        documentation: DOCUMENTATION.accountManagement,
      });
    }
    if (operation !== 'getDetails') {
      throw new TaskRejection({
        code: 'unsupportedOperation',
        message: `The simulator answers accountManagement getDetails only, not ${operation}.`,
        parameter: 'operation',
        type: 'string',
        documentation: DOCUMENTATION.accountManagement,
      });
    }
    return {
      data: [
        {
          taskType: this.taskType,
          taskUUID,
          operation,
          ...ORGANIZATION,
          balance: { amount: this.account.balance, currency: 'USD' },
        },
      ],
      errors: [],
    };
  }
}
