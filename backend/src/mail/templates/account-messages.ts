import { renderMail, type RenderedMail } from './layout.js';

/** The wording of every account message lives here; the worker fills in the facts. */

export function passwordResetMail(name: string, link: string): RenderedMail {
  return renderMail({
    subject: 'Reset your PixelForge Studio password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name},`,
      'Someone asked to reset the password of your PixelForge Studio account. The link below works once and for one hour.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'If you did not ask for this, ignore this message: your password stays as it is. Resetting it signs you out everywhere.',
  });
}

export function emailVerificationMail(name: string, link: string, isChange: boolean): RenderedMail {
  return renderMail({
    subject: isChange
      ? 'Confirm your new PixelForge Studio email address'
      : 'Verify your PixelForge Studio email address',
    heading: isChange ? 'Confirm your new email address' : 'Verify your email address',
    paragraphs: [
      `Hi ${name},`,
      isChange
        ? 'You asked to use this address for your PixelForge Studio account. It replaces the old one once you confirm it.'
        : 'Welcome to PixelForge Studio. Confirm that this address is yours so you can buy credits and get back into your account if you forget your password.',
    ],
    action: { label: isChange ? 'Confirm new address' : 'Verify email address', url: link },
    footnote: 'The link works for 48 hours. If you did not ask for this, ignore this message.',
  });
}

export function emailChangedMail(name: string, newEmail: string, resetLink: string): RenderedMail {
  return renderMail({
    subject: 'Your PixelForge Studio email address was changed',
    heading: 'Your email address was changed',
    paragraphs: [
      `Hi ${name},`,
      `Your PixelForge Studio account now uses ${newEmail}. Messages about the account go there from now on.`,
    ],
    action: { label: 'This was not me: reset my password', url: resetLink },
    footnote:
      'If you made this change, ignore this message. If not, the link above (valid for one hour) sets a new password and signs everyone out; then change the address back in your profile.',
  });
}

export interface ReceiptFacts {
  name: string;
  packName: string;
  amount: string;
  credits: string;
  balance: string;
  paidAt: string;
  reference: string;
  creditsUrl: string;
}

export function receiptMail(facts: ReceiptFacts): RenderedMail {
  return renderMail({
    subject: `Your receipt: ${facts.packName} pack, ${facts.credits} credits`,
    heading: 'Thank you for your purchase',
    paragraphs: [
      `Hi ${facts.name},`,
      'Your payment went through and the credits are in your account.',
    ],
    facts: [
      ['Pack', facts.packName],
      ['Amount paid', facts.amount],
      ['Credits added', facts.credits],
      ['New balance', facts.balance],
      ['Date', facts.paidAt],
      ['Reference', facts.reference],
    ],
    action: { label: 'See your credits', url: facts.creditsUrl },
  });
}
