import { CallToAction } from '@/features/marketing/components/call-to-action';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { RoiCalculator } from '@/features/marketing/components/roi-calculator';

export function RoiCalculatorRoute() {
  return (
    <MarketingPage className="space-y-12">
      <PageIntro eyebrow="Resources" title="ROI calculator">
        <p>
          Enter your own figures to estimate what keeping your portfolio, repairs and tenancies in one place could save
          you in a year. The starting values are assumptions for you to change, not results we have measured.
        </p>
      </PageIntro>
      <RoiCalculator />
      <CallToAction title="Test the assumptions on your own portfolio" />
    </MarketingPage>
  );
}
