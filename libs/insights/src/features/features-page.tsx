// /features: what the product does, by category (the tab lives in the URL), the plans and an inert call to action.
import { ALL, featuresParams, paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { Button, Card, PageFrame, Tabs, useUrlState } from '@trophy-room/ui-kit';
import { FeatureCard } from './feature-card';
import { CATEGORY_LABELS, features, type FeatureCategory } from './feature-list';
import { PricingPlans } from './pricing-plans';

const tabs = [ALL, ...(Object.keys(CATEGORY_LABELS) as FeatureCategory[])] as const;

function FeatureGrid({ category }: { category: string }) {
  const shown = category === ALL ? features : features.filter((f) => f.category === category);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((f) => (
        <li key={f.title}>
          <FeatureCard feature={f} />
        </li>
      ))}
    </ul>
  );
}

export default function FeaturesPage() {
  const site = useSite();
  const [{ category }, setParams] = useUrlState(featuresParams);
  const items = tabs.map((tab) => {
    const count = tab === ALL ? features.length : features.filter((f) => f.category === tab).length;
    return {
      value: tab,
      label: `${tab === ALL ? 'All' : CATEGORY_LABELS[tab]} (${count})`,
      content: <FeatureGrid category={tab} />,
    };
  });
  return (
    <PageFrame gap={10} title="Features" intro={`What ${site.name} does today, and what comes next.`}>
      <h2 className="sr-only">Features by category</h2>
      <Tabs
        label="Feature categories"
        items={items}
        value={category}
        onValueChange={(next) => setParams({ category: next as typeof category })}
        href={(next) => paths.features({ category: next as typeof category })}
      />
      <PricingPlans />
      <Card tone="tinted" className="flex flex-col items-start gap-4">
        <h2 className="text-2xl font-bold text-slate-900">Ready to dig into the record books?</h2>
        <p className="text-slate-700">
          Accounts and documentation are on the way; these buttons open them once they exist.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button aria-disabled="true">Start Free Trial</Button>
          <Button variant="outline" aria-disabled="true">
            View Documentation
          </Button>
        </div>
      </Card>
    </PageFrame>
  );
}
