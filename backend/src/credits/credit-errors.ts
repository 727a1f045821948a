import { domainError } from '../common/errors/domain-errors.js';

export class InsufficientCreditsError extends domainError('insufficientCredits', 402) {
  constructor(needed: number, balance: number) {
    super(
      `Insufficient credits: this generation needs about ${needed.toFixed(2)} credits and your balance is ${balance.toFixed(2)}.`,
      { needed, balance },
    );
  }
}
