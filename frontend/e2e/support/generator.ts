/** The Generate button's name: 'Generate', with the estimate once one is known. */
export const GENERATE_BUTTON = /^Generate(?: · ~[\d.,]+ credits)?$/;
