import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type {
  AdminCreditPackFragment,
  CreditPackChanges,
} from '../../../graphql/generated/admin/graphql';
import { parsePriceCents, priceInputText } from '../prices';

/** A credit pack as its form holds it: the price as typed text, so no float rounds it. */
export interface CreditPackValues {
  name: string;
  price: string;
  credits: number | null;
  accessLevelId: number;
  active: boolean;
}

export function creditPackValues(pack: AdminCreditPackFragment): CreditPackValues {
  return {
    name: pack.name,
    price: priceInputText(pack.priceCents),
    credits: pack.credits,
    accessLevelId: pack.accessLevelId,
    active: pack.active,
  };
}

/** The form's values as the server's changes (the form's rules have checked them). */
export function creditPackChanges(values: CreditPackValues): CreditPackChanges {
  return {
    name: values.name.trim(),
    priceCents: parsePriceCents(values.price),
    credits: values.credits,
    accessLevelId: values.accessLevelId,
    active: values.active,
  };
}

/** Whether the form differs from the saved pack (Save stays off until it does). */
export function differsFromPack(values: CreditPackValues, pack: AdminCreditPackFragment): boolean {
  const changes = creditPackChanges(values);
  return (
    changes.name !== pack.name ||
    changes.priceCents !== pack.priceCents ||
    changes.credits !== pack.credits ||
    changes.accessLevelId !== pack.accessLevelId ||
    changes.active !== pack.active
  );
}

// The server names the input it refused: in extensions.field, or as the message's first word
// ("priceCents must be at least 50 …").
const FORM_FIELD_OF_INPUT = new Map<string, keyof CreditPackValues>([
  ['name', 'name'],
  ['priceCents', 'price'],
  ['credits', 'credits'],
  ['accessLevelId', 'accessLevelId'],
  ['active', 'active'],
]);

/** The form field a BAD_USER_INPUT error is about, if it names one. */
export function refusedField(error: unknown): keyof CreditPackValues | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  if (!refusal) return undefined;
  const field = refusal.extensions?.field;
  const input = typeof field === 'string' ? field : refusal.message.split(' ')[0];
  return input === undefined ? undefined : FORM_FIELD_OF_INPUT.get(input);
}
