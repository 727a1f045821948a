import type { FormRule } from 'antd';

// The spec's exact texts; the server checks the same rules with the same messages.
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
export const URL_MESSAGE = 'Enter a valid URL';

const MIN_PASSWORD_LENGTH = 6;
const MIN_NAME_LENGTH = 2;
// One @, something on both sides, a dot in the domain and no spaces: the shape, not deliverability.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One rule, one message: an empty field fails with the same text as a wrong one. */
function ruleOf(isValid: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      isValid(text(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

// Name and email are trimmed before they are sent (the server trims too), so they are checked so.
export const isValidEmail = (value: string) => EMAIL_SHAPE.test(value.trim());
export const isValidName = (value: string) => value.trim().length >= MIN_NAME_LENGTH;
export const isValidPassword = (value: string) => value.length >= MIN_PASSWORD_LENGTH;

/** Empty is fine (the default applies); otherwise an absolute http(s) address. */
export function isValidOptionalUrl(value: string): boolean {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const emailRules: FormRule[] = [ruleOf(isValidEmail, EMAIL_MESSAGE)];
export const nameRules: FormRule[] = [ruleOf(isValidName, NAME_MESSAGE)];
export const passwordRules: FormRule[] = [ruleOf(isValidPassword, PASSWORD_MESSAGE)];
export const optionalUrlRules: FormRule[] = [ruleOf(isValidOptionalUrl, URL_MESSAGE)];

/** The confirm field: long enough, and equal to the field named `newPasswordField`. */
export function confirmPasswordRules(newPasswordField: string): FormRule[] {
  return [
    ...passwordRules,
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        text(value) === text(getFieldValue(newPasswordField))
          ? Promise.resolve()
          : Promise.reject(new Error(PASSWORDS_DIFFER_MESSAGE)),
    }),
  ];
}
