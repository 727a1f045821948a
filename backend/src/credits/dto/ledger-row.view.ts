import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { CreditLedgerEntry } from '../entities/credit-ledger-entry.entity.js';
import { CreditHistoryLine } from './credit-history-line.js';

// The credit ledger's REST answers, declared over their GraphQL types. REST leaves a row's
// empty links out rather than answering null, as it always has.

const ROW_LINKS = ['generationId', 'checkoutSessionId', 'note'] as const;

/** One movement of a user's credits (GET /api/credits/ledger, the admin ledger). */
export const LedgerRowView = restOutput(CreditLedgerEntry, {
  name: 'LedgerRowView',
  absentWhenNull: ROW_LINKS,
  openApi: { id: UUID_FORMAT, kind: { enumName: 'LedgerKind' }, generationId: UUID_FORMAT },
});

/** One line of the credit history (GET /api/credits/history): a ledger row's fields, folded. */
export const CreditHistoryLineView = restOutput(CreditHistoryLine, {
  name: 'CreditHistoryLineView',
  absentWhenNull: ROW_LINKS,
  nested: { parts: LedgerRowView },
  openApi: { id: UUID_FORMAT, kind: { enumName: 'LedgerKind' }, generationId: UUID_FORMAT },
});
