import { Badge, Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { CATEGORY_LABELS, type Feature } from './feature-list';

/** One feature: title, category, description, and its page or a Coming Soon mark. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const soon = feature.status === 'coming-soon';
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
        {soon ? <Badge variant="warning">Coming Soon</Badge> : <Badge variant="success">Available</Badge>}
      </div>
      <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
        {CATEGORY_LABELS[feature.category]}
      </p>
      <p className="flex-1 text-sm text-slate-700">{feature.description}</p>
      {feature.to && (
        <Link to={feature.to} className="text-sm font-medium text-primary-800 hover:underline">
          {feature.linkLabel}
        </Link>
      )}
    </Card>
  );
}
