import { PageSpinner } from '../app/PageSpinner';
import { AccountPage } from '../features/account/AccountPage';
import { useSession } from '../features/account/session';
import { BalanceCard } from '../features/credits/BalanceCard';
import { CheckoutReturnNotice } from '../features/credits/CheckoutReturnNotice';
import { CreditHistory } from '../features/credits/CreditHistory';
import { CreditPackOffers } from '../features/credits/CreditPackOffers';
import { GenerationHistory } from '../features/credits/GenerationHistory';
import { PurchaseHistory } from '../features/credits/PurchaseHistory';
import { usePageTitle } from '../lib/usePageTitle';

/** /credits: the balance, packs to buy, and where the credits went. */
export default function CreditsPage() {
  usePageTitle('Credits');
  const { user } = useSession();
  if (!user) return <PageSpinner />;

  return (
    <AccountPage
      title="Credits"
      subtitle="Your balance, credit packs and what your generations cost."
    >
      <CheckoutReturnNotice />
      <BalanceCard user={user} />
      <CreditPackOffers user={user} />
      <PurchaseHistory />
      <CreditHistory />
      <GenerationHistory />
    </AccountPage>
  );
}
