import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface CallToActionProps {
  title?: string;
  headingLevel?: 'h2' | 'h3';
}

/** WID-11: the 100-day free trial with no agreement, with the two ways to start. */
export function CallToAction({ title = 'Try it on your own portfolio', headingLevel = 'h2' }: CallToActionProps) {
  const Heading = headingLevel;
  return (
    <section aria-label="Get started" className="rounded-2xl bg-brand-700 px-6 py-10 text-white sm:px-10">
      <Heading className="text-2xl font-bold">{title}</Heading>
      <p className="mt-2 max-w-2xl text-brand-50">
        Start a free trial of 100 days with no agreement: no contract to sign and no card details. Or book a demo and we
        will walk you through it with your own questions.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.register} className={buttonClasses('secondary', 'border-white text-brand-800')}>
          Start your 100-day free trial
        </Link>
        <Link
          to={paths.setupDemo}
          className={buttonClasses('ghost', 'border border-white/70 text-white hover:bg-white/10 hover:text-white')}
        >
          Set up a demo
        </Link>
      </div>
    </section>
  );
}
