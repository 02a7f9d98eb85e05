// The three plans the features page shows. Trophy Room has no accounts today, so nothing is sold: the note says so.
import { Badge, Card } from '@trophy-room/ui-kit';

const plans = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    perks: ['Every site, page and table', 'Championship, team and game history', 'The data-quality report'],
  },
  {
    name: 'Pro',
    price: '$9.99',
    period: 'per month',
    popular: true,
    perks: ['Everything in Free', 'AI predictions when they launch', 'Saved leagues on the mobile app'],
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: 'pricing',
    perks: ['Everything in Pro', 'Bulk exports of the dataset', 'Licensing help for the sources'],
  },
] as const;

export function PricingPlans() {
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <h2 id="plans-title" className="text-2xl font-bold text-slate-900">
        Plans
      </h2>
      <p className="text-sm text-slate-600">
        There is no sign-in yet: every page is free and public. The paid plans start with the features marked
        Coming Soon.
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.name}>
            <Card
              aria-label={`${plan.name} plan`}
              tone={'popular' in plan ? 'selected' : 'plain'}
              className="flex h-full flex-col gap-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {'popular' in plan && <Badge variant="primary">Most Popular</Badge>}
              </div>
              <p>
                <span className="text-3xl font-extrabold text-slate-900">{plan.price}</span>{' '}
                <span className="text-sm text-slate-600">{plan.period}</span>
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {plan.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
