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
      'If you did not ask for this, ignore this message: your password stays as it is. Resetting it signs you out everywhere and revokes your API keys (you can create new ones in Settings).',
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

export function emailChangedMail(name: string, newEmail: string, undoLink: string): RenderedMail {
  return renderMail({
    subject: 'Your PixelForge Studio email address was changed',
    heading: 'Your email address was changed',
    paragraphs: [
      `Hi ${name},`,
      `Your PixelForge Studio account now uses ${newEmail}. Messages about the account go there from now on.`,
      'If you did not make this change, use the link below: it puts this address back, signs everyone out, revokes the API keys created since the change and lets you choose a new password.',
    ],
    action: { label: 'This was not me: undo the change', url: undoLink },
    footnote: 'If you made this change, ignore this message. The link works once, for 7 days.',
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

export interface PaymentFailedFacts {
  name: string;
  packName: string;
  amount: string;
  reference: string;
  creditsUrl: string;
}

/** A delayed payment (a bank debit) was declined after checkout: nothing was charged. */
export function paymentFailedMail(facts: PaymentFailedFacts): RenderedMail {
  return renderMail({
    subject: `Your payment did not go through: ${facts.packName} pack`,
    heading: 'Your payment did not go through',
    paragraphs: [
      `Hi ${facts.name},`,
      'Your bank or payment method declined the payment for your credit pack. Nothing was charged and no credits were added.',
      'You can buy the pack again with another payment method.',
    ],
    facts: [
      ['Pack', facts.packName],
      ['Amount', facts.amount],
      ['Reference', facts.reference],
    ],
    action: { label: 'Buy credits', url: facts.creditsUrl },
  });
}

/** An administrator disabled share links of this account after reports of their pages. */
export function shareLinksDisabledMail(
  name: string,
  count: number,
  galleryUrl: string,
): RenderedMail {
  const links = count === 1 ? 'one of your share links' : `${count} of your share links`;
  return renderMail({
    subject:
      count === 1
        ? 'A share link of yours was disabled'
        : `${count} share links of yours were disabled`,
    heading: count === 1 ? 'A share link was disabled' : 'Share links were disabled',
    paragraphs: [
      `Hi ${name},`,
      `After reports from viewers, an administrator of PixelForge Studio disabled ${links}. Their pages no longer open for anyone; your images and folders themselves are unchanged.`,
    ],
    action: { label: 'Open your gallery', url: galleryUrl },
    footnote:
      'You can still share your images with new links, as long as they keep to the rules of the studio.',
  });
}
