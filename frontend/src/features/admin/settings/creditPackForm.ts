import type {
  CreditPackFieldsFragment,
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

export function creditPackValues(pack: CreditPackFieldsFragment): CreditPackValues {
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
export function differsFromPack(values: CreditPackValues, pack: CreditPackFieldsFragment): boolean {
  const changes = creditPackChanges(values);
  return (
    changes.name !== pack.name ||
    changes.priceCents !== pack.priceCents ||
    changes.credits !== pack.credits ||
    changes.accessLevelId !== pack.accessLevelId ||
    changes.active !== pack.active
  );
}

/** The form field showing each input the server may refuse (see refusedField). */
export const CREDIT_PACK_FIELD_OF_INPUT = new Map<string, keyof CreditPackValues>([
  ['name', 'name'],
  ['priceCents', 'price'],
  ['credits', 'credits'],
  ['accessLevelId', 'accessLevelId'],
  ['active', 'active'],
]);
